import * as signals from '@preact/signals-core';
import * as request from '@site/shared/request';
import * as blocks from '@site/shared/blocks';
import * as format from '@site/shared/format';
import * as i18n from '@site/shared/i18n';
import * as offline from '@site/shared/offline';
import * as page from '@site/shared/page';
import * as sharedReact from '@site/shared/react';
import * as server from '@site/shared/server';
import * as site from '@site/shared/site';
import * as state from '@site/shared/state';
import * as ui from '@site/shared/ui';
import * as React from 'react';
import * as ReactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as wouter from 'wouter';

/** The versions of the shared packages this host was built with (build/shared-deps.ts, through the build). */
declare const __SHARE_VERSIONS__: Record<string, string>;

const modules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react/jsx-dev-runtime': ReactJsxDevRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  '@preact/signals-core': signals,
  '@site/shared/state': state,
  '@site/shared/format': format,
  '@site/shared/i18n': i18n,
  '@site/shared/site': site,
  '@site/shared/request': request,
  '@site/shared/offline': offline,
  '@site/shared/react': sharedReact,
  '@site/shared/ui': ui,
  '@site/shared/blocks': blocks,
  '@site/shared/page': page,
  '@site/shared/server': server,
  wouter,
};

/**
 * What the server host provides to every server container: the same singletons as in the
 * browser (build/shared-deps.ts), as this host's own copies. The containers are built to
 * bring none of their own, so one server process has one React and one copy of each door of
 * '@site/shared' (the embed's excepted: no server container renders a widget).
 */
export function providedShares() {
  return Object.fromEntries(
    Object.entries(modules).map(([name, module]) => {
      const version = __SHARE_VERSIONS__[name];
      if (!version) throw new Error(`the build gave no version for the shared package ${name}`);
      return [name, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
    }),
  );
}

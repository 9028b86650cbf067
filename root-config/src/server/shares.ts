import * as signals from '@preact/signals-core';
import * as shared from '@site/shared';
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
  '@site/shared': shared,
  wouter,
};

/**
 * What the server host provides to every server container: the same singletons as in the
 * browser (build/shared-deps.ts), as this host's own copies. The containers are built to
 * bring none of their own, so one server process has one React and one '@site/shared'.
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

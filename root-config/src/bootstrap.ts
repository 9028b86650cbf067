import './styles.css';
// Load every singleton from the host before any remote starts: with two remotes loading in
// parallel, this (with shareStrategy 'loaded-first') is what keeps react-dom to one copy.
import 'react';
import 'react-dom';
import 'react-dom/client';
import 'react/jsx-runtime';
import '@preact/signals-core';
import { initLanguage, initTheme, loadTexts, syncDocumentElement, syncLanguageQuery } from '@site/shared';
import { start } from 'single-spa';
import { registerSiteApplications } from './applications';
import { showStartupError } from './startup-error';
import { loadRemoteManifest } from './federation/manifest';
import { registerManifestRemotes } from './federation/remotes';

async function main(): Promise<void> {
  initTheme();
  const lang = initLanguage(window);
  syncDocumentElement(document.documentElement);
  syncLanguageQuery(window);

  // The page's texts load beside the manifest; no app mounts before both are here.
  const texts = loadTexts(lang).then(
    () => true,
    (error: unknown) => {
      console.error(`[root-config] the ${lang} texts could not be loaded; the site cannot start.`, error);
      return false;
    },
  );
  let manifest;
  try {
    manifest = await loadRemoteManifest();
  } catch (error) {
    console.error('[root-config] the remote manifest could not be loaded; the site cannot start.', error);
    showStartupError();
    return;
  }
  if (!(await texts)) {
    showStartupError();
    return;
  }
  registerManifestRemotes(manifest);
  registerSiteApplications();
  start({ urlRerouteOnly: true });
}

void main();

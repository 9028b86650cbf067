/**
 * `/embed-host/host.js`: the embed runtime, loaded by `/embed.js` once per partner page. A
 * federation host of its own (instance `nasaq_embed`, not the site's `root`), so its share scope
 * (one React, one copy of each door of '@site/shared' for every widget on the page) never meets
 * a partner page's own Module Federation host or React. It puts a promise of itself where the loader looks
 * (`Symbol.for('nasaq.embed.runtime')`): loaded twice, it starts once.
 */
import { EMBED_RUNTIME_KEY, type EmbedRuntime } from '@site/shared/contract';
import { provideBundlerRuntime } from '../federation/provide-bundler-runtime';

// Before any container's remote entry runs: they use the host's bundler runtime.
provideBundlerRuntime();

const key = Symbol.for(EMBED_RUNTIME_KEY);
const global = globalThis as Record<symbol, Promise<EmbedRuntime> | undefined>;

// Async boundary: the federation runtime sets up its share scope before any shared module loads.
global[key] ??= import('./runtime').then((module) => module.startRuntime());

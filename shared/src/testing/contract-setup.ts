/**
 * Vitest setup of the unit project: the wire contract's chunk loaded before any test, as the
 * server does before it renders (render-page's readAll checks every reply with it). The
 * browser's path without it (a page's seeded replies hydrate with no contract loaded) is
 * tested with fresh modules in request/first-screen.test.ts.
 */
import { loadContract } from '../request/reply-check';

await loadContract();

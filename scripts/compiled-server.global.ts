/**
 * Vitest global set-up of the projects whose harnesses start the compiled server (e2e, replicas):
 * compiles api/dist once, before any test file starts a server, when a source changed since
 * `npm run build` (scripts/compiled.mjs); test files running side by side then never compile it
 * at the same time.
 */
import { ensureServerCompiled } from './compiled.mjs';

export default function setup(): void {
  ensureServerCompiled();
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What '@site/shared' is on a partner page: the widgets' part of it (see that file). */
export const WIDGET_SHARED_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shared', 'src', 'embed', 'widget-shared.ts');

/**
 * The embed runtime's resolve aliases (`/embed-host/host.js`, rspack.config.ts): the bare
 * '@site/shared' (exactly: its subpaths are untouched) resolves to `WIDGET_SHARED_ENTRY`, so the
 * runtime provides that under the singleton's share key and version instead of the whole barrel.
 * The runtime loads it first (root-config/src/embed/runtime.ts), so every widget container on the
 * page takes this one (shareStrategy 'loaded-first'), never its own full copy. The site's host
 * and containers are unchanged. (An alias rather than the share's `import` option, which would
 * also write the file's absolute path of the build machine into host.js.)
 */
export const embedSharedAlias: Record<string, string> = { '@site/shared$': WIDGET_SHARED_ENTRY };

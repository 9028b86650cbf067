import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The e2e project's global setup: one folder of rendered images for the whole run, shared by
 * every file's server (`startSite` links each fresh data folder's `media-cache` to it). The
 * server renders an image's WebP widths on first request; a media id hashes the image's
 * source, so a file rendered by one server is the very file another would render, and each is
 * written under a temporary name and renamed (two servers rendering one image at once is
 * harmless). Without it every file's fresh server renders the same images again, which on
 * the 2-core CI machine costs minutes over the run (the offline store's download alone
 * renders 338). Removed after the run.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-e2e-media-'));
  process.env['E2E_MEDIA_CACHE'] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}

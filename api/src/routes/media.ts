import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../http/errors';
import type { MediaRenderer } from '../media/renderer';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** SVG opened directly must not run anything: no scripts, sandboxed, styles inline only. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const mediaFile = /^([a-z0-9-]{1,60})\.([0-9a-f]{12})\.(?:(\d{1,5})\.webp|svg)$/;

function immutable(reply: FastifyReply): FastifyReply {
  // Partner pages that embed the widgets show these images too.
  return reply.header('Cache-Control', IMMUTABLE).header('Cross-Origin-Resource-Policy', 'cross-origin');
}

/**
 * GET /api/media/{name}.{id}.{width}.webp (rendered on first request, then from disk) and
 * /api/media/{name}.{id}.svg (logos). The id is a hash of the image's source, so a file never
 * changes under its URL and is cached for a year.
 */
export async function mediaRoutes(app: FastifyInstance, options: { renderer: MediaRenderer }): Promise<void> {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const match = mediaFile.exec(request.params.file);
    if (!match) return sendError(reply, 404, 'Image not found');
    const [, , id, width] = match;
    if (width === undefined) {
      const svg = await options.renderer.svg(id!);
      if (svg === null) return sendError(reply, 404, 'Image not found');
      return immutable(reply).header('Content-Security-Policy', SVG_POLICY).type('image/svg+xml; charset=utf-8').send(svg);
    }
    const webp = await options.renderer.webp(id!, Number(width));
    if (webp === null) return sendError(reply, 404, 'Image not found');
    return immutable(reply).type('image/webp').send(webp);
  });
}

function placeholderSvg(width: number, height: number): string {
  const icon = Math.max(8, Math.min(width, height) * 0.3);
  const x = (width - icon) / 2;
  const y = (height - icon) / 2 - (height > 60 ? icon * 0.15 : 0);
  const label =
    height > 60 && width > 80
      ? `<text x="50%" y="${Math.round(y + icon * 1.35)}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.max(10, Math.round(icon * 0.22))}" fill="#94a3b8">${width} × ${height}</text>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#e2e8f0"/>` +
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(icon / 24).toFixed(3)})" fill="none" stroke="#94a3b8" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">` +
    `<rect x="3" y="3" width="18" height="18" rx="2"/><circle cx="9" cy="9" r="2"/><path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21"/></g>` +
    label +
    `</svg>`
  );
}

const PLACEHOLDER_MAX = 4000;

/** GET /api/placeholder/{w}/{h}: a neutral SVG of that size (1 to 4000 pixels each way), for images that failed to load. */
export async function placeholderRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { width: string; height: string } }>('/placeholder/:width/:height', async (request, reply) => {
    const size = [request.params.width, request.params.height].map((value) => (/^\d{1,4}$/.test(value) ? Number(value) : Number.NaN));
    const [width, height] = size as [number, number];
    if (!size.every((value) => Number.isInteger(value) && value >= 1 && value <= PLACEHOLDER_MAX)) {
      return sendError(reply, 400, `Width and height must be whole numbers from 1 to ${PLACEHOLDER_MAX}`);
    }
    return immutable(reply).header('Content-Security-Policy', SVG_POLICY).type('image/svg+xml; charset=utf-8').send(placeholderSvg(width, height));
  });
}

/**
 * The installable app's post-build step (docs/installable-app.md), run before the service worker's
 * (so the icons and both manifests are precached with the build): from the brand mark
 * (root-config/public/favicon.svg), with `sharp`,
 * - the icons at 192 and 512 px (`any`: the mark's rounded tile), the maskable ones (the tile's
 *   colour to the edges, the letter well inside the safe zone), the 180 px `apple-touch-icon`
 *   (opaque: iOS rounds it itself) and a 96 px icon for each shortcut (its lucide icon on the tile);
 * - the screenshots, from the pictures `npm run screenshots` takes of the home page (docs/images):
 *   the desktop's first screen (wide) and the phone's (narrow), in each language, as WebP;
 * - one web app manifest per language (`manifest.<lang>.webmanifest`), which the server answers at
 *   `/manifest.webmanifest?lang=<lang>` (api/src/site/app-manifest-route.ts).
 * Every file but the manifests has a content hash in its name (served immutable); the manifests
 * name them, and are revalidated.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CalendarCheck, Mail, Palette, type LucideIconData } from '@lucide/icons';
import { buildLucideSvg } from '@lucide/icons/build';
import sharp from 'sharp';
import { ar } from '../shared/src/i18n/ar';
import { en } from '../shared/src/i18n/en';
import { paths } from '@site/shared/site';
import { APP_ID, APP_ICONS_DIR, appManifestFile, type AppHeadFiles } from '@site/shared/worker';
import { brandColors } from './brand-colors';
import { repoRoot } from './source-files';

type Language = 'ar' | 'en';
const texts = { ar, en } as const;

const SHORTCUTS = [
  { key: 'consultation', route: paths.consultation, icon: CalendarCheck },
  { key: 'portfolio', route: paths.portfolio, icon: Palette },
  { key: 'contact', route: paths.contact, icon: Mail },
] as const satisfies readonly { key: 'consultation' | 'portfolio' | 'contact'; route: string; icon: LucideIconData }[];

interface Written {
  url: string;
  size: string;
  type: string;
}

/** Writes `bytes` as `icons/<name>.<hash>.<ext>` under the host's folder; its URL. */
function writeHashed(hostDir: string, name: string, extension: string, bytes: Buffer): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const file = `${APP_ICONS_DIR}/${name}.${hash}.${extension}`;
  writeFileSync(path.join(hostDir, file), bytes);
  return `/${file}`;
}

/** The brand tile to the edges: a maskable icon's background must fill the whole square. */
function fullBleed(mark: string): string {
  return mark.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A shortcut's icon: its lucide drawing in white on the brand's tile. */
function shortcutSvg(icon: LucideIconData, tile: string): string {
  const drawing = buildLucideSvg(icon, { size: 52, color: '#ffffff', strokeWidth: 2, attributes: { x: 22, y: 22 } });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${tile}"/>${drawing}</svg>`;
}

async function screenshot(file: string, lang: Language, form: 'wide' | 'narrow', hostDir: string) {
  const image = sharp(readFileSync(file));
  const { width, height } = await image.metadata();
  const bytes = await image.webp({ quality: 78 }).toBuffer();
  return {
    src: writeHashed(hostDir, `screenshot-${lang}-${form}`, 'webp', bytes),
    sizes: `${width}x${height}`,
    type: 'image/webp',
    form_factor: form,
    label: texts[lang].meta.home.title,
  };
}

export async function buildAppManifest(distDir: string): Promise<AppHeadFiles> {
  const hostDir = path.join(distDir, 'root-config');
  mkdirSync(path.join(hostDir, APP_ICONS_DIR), { recursive: true });
  const mark = readFileSync(path.join(repoRoot, 'root-config', 'public', 'favicon.svg'), 'utf8');
  const tile = /<rect\b[^>]*\bfill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
  if (!tile) throw new Error('root-config/public/favicon.svg: no tile colour found');
  const colors = brandColors();

  const icons: (Written & { purpose: 'any' | 'maskable' })[] = [];
  for (const size of [192, 512]) {
    icons.push({ url: writeHashed(hostDir, `icon-${size}`, 'png', await png(mark, size)), size: `${size}x${size}`, type: 'image/png', purpose: 'any' });
    icons.push({
      url: writeHashed(hostDir, `icon-maskable-${size}`, 'png', await png(fullBleed(mark), size)),
      size: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable',
    });
  }
  const appleTouchIcon = writeHashed(hostDir, 'apple-touch-icon', 'png', await png(fullBleed(mark), 180));
  const shortcutIcons = new Map<string, string>();
  for (const shortcut of SHORTCUTS) {
    shortcutIcons.set(shortcut.key, writeHashed(hostDir, `shortcut-${shortcut.key}`, 'png', await png(shortcutSvg(shortcut.icon, tile), 96)));
  }

  for (const lang of ['ar', 'en'] as const) {
    const t = texts[lang];
    const shots = [];
    for (const [picture, form] of [
      [`home-${lang}-light.jpg`, 'wide'],
      [`home-${lang}-phone.jpg`, 'narrow'],
    ] as const) {
      const file = path.join(repoRoot, 'docs', 'images', picture);
      // A clone without the pictures (or the screenshots' own first build) still builds: the manifest then has none of that form.
      if (existsSync(file)) shots.push(await screenshot(file, lang, form, hostDir));
      else console.warn(`[app manifest] docs/images/${picture} is missing: run npm run screenshots`);
    }
    const manifest = {
      id: APP_ID,
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      name: `${t.brand.name} — ${t.brand.tagline}`,
      short_name: t.brand.name,
      description: t.meta.home.description,
      start_url: `/?lang=${lang}`,
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: colors.light.bg,
      background_color: colors.light.bg,
      categories: ['business', 'productivity'],
      icons: icons.map(({ url, size, type, purpose }) => ({ src: url, sizes: size, type, purpose })),
      screenshots: shots,
      shortcuts: SHORTCUTS.map((shortcut) => ({
        name: t.nav[shortcut.key],
        short_name: t.nav[shortcut.key],
        description: t.meta[shortcut.key].description,
        url: `${shortcut.route}?lang=${lang}`,
        icons: [{ src: shortcutIcons.get(shortcut.key)!, sizes: '96x96', type: 'image/png' }],
      })),
    };
    writeFileSync(path.join(hostDir, appManifestFile(lang)), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  const head: AppHeadFiles = { appleTouchIcon, themeColors: { light: colors.light.bg, dark: colors.dark.bg } };
  return head;
}

/**
 * The tags every page carries for the installed app, whatever its language: the toolbar's colour
 * of each theme (`theme-color` per colour scheme; the page's own theme then picks one,
 * shared/src/state/document-sync.ts) and the touch icon. The manifest's link is in each page's own
 * language (root-config/src/server/head-tags.ts).
 */
function appHeadTags(head: AppHeadFiles): string {
  return (
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${head.themeColors.light}" data-theme="light">` +
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${head.themeColors.dark}" data-theme="dark">` +
    `<link rel="apple-touch-icon" href="${head.appleTouchIcon}">`
  );
}

/** Puts the app's tags into the built page, after its `color-scheme` (or in place of an earlier step's). */
export function stampAppHead(html: string, head: AppHeadFiles): string {
  const clean = html.replace(/<meta name="theme-color"[^>]*>/g, '').replace(/<link rel="apple-touch-icon"[^>]*>/g, '');
  const anchor = /<meta name="color-scheme"[^>]*>/i;
  if (!anchor.test(clean)) throw new Error('index.html has no color-scheme meta to put the app tags after');
  return clean.replace(anchor, (tag) => `${tag}${appHeadTags(head)}`);
}

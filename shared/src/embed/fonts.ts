import arabic400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2';
import arabic700 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2';
import latin400 from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2';
import latin700 from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff2';

/** The subsets of shared/src/styles/fonts.css, the same files. */
const ARABIC =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const FAMILIES = ['Nasaq Plex Sans Arabic', 'Nasaq Plex Sans'];

/**
 * Whether the faces are on the document already. Asked of the document, not kept in this
 * module: each widget's build bundles its own copy of it, and a page with both widgets must not
 * register (and download) every face twice; nor in a global of the partner's `window`.
 */
function registered(): boolean {
  for (const face of document.fonts) if (FAMILIES.includes(face.family.replace(/["']/g, ''))) return true;
  return false;
}

/**
 * The widgets' web fonts, registered once on the partner's document (a font declared inside a
 * shadow root is not used), through the FontFace API: no stylesheet is added to the page, and
 * the family names are our own ('Nasaq Plex Sans…', see stylesheet.ts), so nothing of the
 * partner's text changes. The browser downloads a file only when a widget's text needs it.
 */
export function registerWidgetFonts(): void {
  if (typeof FontFace === 'undefined' || registered()) return;
  const faces: [string, string, string, string][] = [
    ['Nasaq Plex Sans Arabic', arabic400, '400', ARABIC],
    ['Nasaq Plex Sans Arabic', arabic700, '700', ARABIC],
    ['Nasaq Plex Sans', latin400, '400', LATIN],
    ['Nasaq Plex Sans', latin700, '700', LATIN],
  ];
  for (const [family, url, weight, unicodeRange] of faces) {
    // Absolute: the files are on the site's origin, not the partner's.
    const source = `url(${JSON.stringify(new URL(url, document.baseURI).href)}) format('woff2')`;
    document.fonts.add(new FontFace(family, source, { weight, unicodeRange, display: 'swap' }));
  }
}

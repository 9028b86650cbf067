import { STORAGE_KEYS } from './keys';

/**
 * The two weights of each script's web font (shared/src/styles/fonts.css), by the names the build
 * gives them (their content hash: e2e/src/shell-fonts.e2e.ts fails if they drift from the CSS).
 */
export const FONT_FILES = {
  ar: ['ibm-plex-sans-arabic-arabic-400-normal.38ca8bfd78', 'ibm-plex-sans-arabic-arabic-700-normal.3de711fd86'],
  en: ['ibm-plex-sans-latin-400-normal.13a15bcdfe', 'ibm-plex-sans-latin-700-normal.45cdbe8ded'],
} as const;

/** Set on `<html>` while the page renders with the fallback fonts only (styles.css). */
export const FONTS_LATER_ATTRIBUTE = 'data-fonts-later';

/**
 * The inline script of index.html, after the boot script (which has set `<html lang>`): when and
 * how the page's web fonts load.
 *
 * - **This browser has them** (localStorage remembers the files it fetched): their preloads go
 *   into the head at once; they come from the HTTP cache before the first layout, so the page
 *   paints in its fonts with no swap.
 * - **First visit**: the page paints in the fallbacks (local fonts sized to the web fonts'
 *   metrics, fonts.css) and keeps them. Once that paint is done (the first-contentful-paint
 *   entry, else the next frame) it loads both weights of its script's face through the
 *   stylesheet's own @font-face rules (`document.fonts.load`), so they are in the HTTP cache and
 *   remembered; the swap waits for the next navigation (a new screen is laid out anyway) or the
 *   next page load (which preloads them: no swap at all). `font-display: optional`'s bargain,
 *   with the fonts fetched after the first paint instead of racing it.
 *
 * Why not swap on the first page: a swap restyles and relays out the whole first screen in one
 * task, and a swap that keeps the page still has to be measured (one forced layout before, one
 * after) and taken back when a line breaks elsewhere (the English lead of /about takes 9 lines
 * in the fallback and 8 in Plex at 412 px; where the named local font is missing, every line).
 * In Chromium traces of first visits without a slowdown that task took 60 to 130 ms after the
 * first paint on English pages (four to five times that on a phone), plus a second layout when
 * the swap was taken back: the largest single task after the first paint. On a slow connection
 * the text is also there at once instead of after 130 KB of fonts, which would otherwise share
 * the bandwidth with the HTML and stylesheets (Lighthouse mobile put the home page's LCP 0.8 s
 * after its FCP for that alone).
 *
 * Plain ES5, as it runs before any bundle; its hash goes into the CSP.
 */
export const fontScript = `(function(d,w){var h=d.documentElement,a=${JSON.stringify(FONTS_LATER_ATTRIBUTE)};try{
var en=h.lang==='en',f=${JSON.stringify(FONT_FILES)}[en?'en':'ar'],k=${JSON.stringify(STORAGE_KEYS.fonts)},v=f.join(' '),c=null;
try{c=w.localStorage.getItem(k)}catch(e){}
if(c===v){for(var i=0;i<f.length;i++){var l=d.createElement('link');l.rel='preload';l.setAttribute('as','font');l.type='font/woff2';l.crossOrigin='anonymous';l.href='/assets/'+f[i]+'.woff2';d.head.appendChild(l)}return}
if(!d.fonts||!w.Promise)return;
h.setAttribute(a,'');
var family=en?'"IBM Plex Sans"':'"IBM Plex Sans Arabic"',sample=en?'a':'\\u0646';
function later(){w.addEventListener('single-spa:before-routing-event',onNavigation)}
function onNavigation(e){var t=e&&e.detail;if(t&&t.oldUrl!==t.newUrl){w.removeEventListener('single-spa:before-routing-event',onNavigation);h.removeAttribute(a)}}
function load(){w.setTimeout(function(){
w.Promise.all([d.fonts.load('400 1em '+family,sample),d.fonts.load('700 1em '+family,sample)]).then(function(r){
if(r[0].length&&r[1].length){try{w.localStorage.setItem(k,v)}catch(e){}}
later()},later)},0)}
var P=w.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(list){var e=list.getEntries();for(var j=0;j<e.length;j++){if(e[j].name==='first-contentful-paint'){o.disconnect();load();return}}});o.observe({type:'paint',buffered:true});return}
w.requestAnimationFrame(load);
}catch(e){h.removeAttribute(a)}})(document,window);`;

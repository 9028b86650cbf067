import { STORAGE_KEYS } from './keys';

/**
 * The two weights of each script's web font (shared/src/styles/fonts.css), by the names the build
 * gives them (their content hash: e2e/src/shell-a11y.e2e.ts fails if they drift from the CSS).
 */
export const FONT_FILES = {
  ar: ['ibm-plex-sans-arabic-arabic-400-normal.38ca8bfd78', 'ibm-plex-sans-arabic-arabic-700-normal.3de711fd86'],
  en: ['ibm-plex-sans-latin-400-normal.13a15bcdfe', 'ibm-plex-sans-latin-700-normal.45cdbe8ded'],
} as const;

/**
 * The blocks of the page's content whose place the swap must keep: the swap is taken back, before
 * anything is painted, when one on the screen moves (document order, so the first below the
 * screen ends the list before a part that skips its layout is measured).
 */
const FIRST_SCREEN_BLOCKS = 'main section,main article,main h1,main h2,main h3,main p,main li,main img,main dl,main figure';

/** Set on `<html>` while the page renders with the fallback fonts only (styles.css). */
export const FONTS_LATER_ATTRIBUTE = 'data-fonts-later';

/**
 * The inline script of index.html, after the boot script (which has set `<html lang>`): when and
 * how the page's web fonts load.
 *
 * - **This browser has them** (localStorage remembers the files it fetched): their preloads go
 *   into the head at once; they come from the HTTP cache before the first layout, so the page
 *   paints in its fonts with no swap.
 * - **First visit**: the page first paints in the fallbacks (sized to the web fonts' metrics,
 *   fonts.css), then, once that paint is done (the first-contentful-paint entry, else the next
 *   frame), loads both weights of its script's face through the
 *   stylesheet's own @font-face rules (`document.fonts.load`) and lets the page use them once
 *   both are here (or have failed): one swap, one layout of the first screen, instead of one per
 *   file as each arrives. On a slow connection the text is there at once instead of after
 *   130 KB of fonts, which would otherwise share the bandwidth with the HTML and stylesheets
 *   (Lighthouse mobile put the home page's LCP 0.8 s after its FCP for that alone).
 * - **Only when the swap moves nothing**: the fallback faces are local fonts sized to the web
 *   fonts' metrics (fonts.css), so the swap keeps most lines where they were. Sized on average, a
 *   paragraph may still take a line more or less in the web font (the English lead of /about:
 *   9 lines in the fallback, 8 in Plex at 412 px, so the stats under it moved 29 px up, a shift
 *   of 0.011). So the swap is measured: the tops of the blocks on the screen
 *   (FIRST_SCREEN_BLOCKS) before it and after it, in the same task; if one moved, the
 *   attribute goes back before anything is painted, and the swap waits as below. Where the named local
 *   font is missing (no Noto Sans Arabic on iOS, Windows, or a bare Linux: its `local()` face
 *   fails to load), the system's own face wraps lines differently and the swap would shift the
 *   whole first screen (CLS 0.047 on `/?lang=ar`). Then this page keeps the fallback, the fonts
 *   stay in the HTTP cache and are remembered, and the swap waits for the next navigation (a new
 *   screen is laid out anyway) or the next page load (which preloads them, no swap at all).
 *
 * Plain ES5, as it runs before any bundle; its hash goes into the CSP.
 */
export const fontScript = `(function(d,w){var h=d.documentElement,a=${JSON.stringify(FONTS_LATER_ATTRIBUTE)};try{
var en=h.lang==='en',f=${JSON.stringify(FONT_FILES)}[en?'en':'ar'],k=${JSON.stringify(STORAGE_KEYS.fonts)},v=f.join(' '),c=null;
try{c=w.localStorage.getItem(k)}catch(e){}
if(c===v){for(var i=0;i<f.length;i++){var l=d.createElement('link');l.rel='preload';l.setAttribute('as','font');l.type='font/woff2';l.crossOrigin='anonymous';l.href='/assets/'+f[i]+'.woff2';d.head.appendChild(l)}return}
if(!d.fonts||!w.Promise)return;
h.setAttribute(a,'');
var family=en?'"IBM Plex Sans"':'"IBM Plex Sans Arabic"',fallback=en?'"Plex Sans Fallback"':'"Plex Arabic Fallback"',sample=en?'a':'\\u0646';
function swap(){h.removeAttribute(a)}
function later(){w.addEventListener('single-spa:before-routing-event',onNavigation)}
function onNavigation(e){var t=e&&e.detail;if(t&&t.oldUrl!==t.newUrl){w.removeEventListener('single-spa:before-routing-event',onNavigation);swap()}}
function swapIfStill(){var m=d.querySelectorAll(${JSON.stringify(FIRST_SCREEN_BLOCKS)}),vh=w.innerHeight,els=[],y=[],i,top;
for(i=0;i<m.length;i++){top=m[i].getBoundingClientRect().top;if(top>=vh)break;els.push(m[i]);y.push(top)}
swap();
for(i=0;i<els.length;i++){if(Math.abs(els[i].getBoundingClientRect().top-y[i])>1){h.setAttribute(a,'');later();return}}}
function load(){w.setTimeout(function(){
var fits=d.fonts.load('400 1em '+fallback,sample).then(function(faces){return faces.length>0},function(){return false});
w.Promise.all([d.fonts.load('400 1em '+family,sample),d.fonts.load('700 1em '+family,sample),fits]).then(function(r){
if(r[0].length&&r[1].length){try{w.localStorage.setItem(k,v)}catch(e){}}
if(r[2])swapIfStill();else later()},swap)},0)}
var P=w.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(list){var e=list.getEntries();for(var j=0;j<e.length;j++){if(e[j].name==='first-contentful-paint'){o.disconnect();load();return}}});o.observe({type:'paint',buffered:true});return}
w.requestAnimationFrame(load);
}catch(e){h.removeAttribute(a)}})(document,window);`;

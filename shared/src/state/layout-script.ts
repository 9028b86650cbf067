import { EACH_PARTS_HINT_ATTRIBUTE, LAID_OUT_ATTRIBUTE, LAYOUT_EACH_ATTRIBUTE, LAYOUT_LATER_ATTRIBUTE } from './layout-later';

/**
 * What ends the wait at once, for every part, before the browser acts on it: a key (End, Page
 * Down, Space, Tab: each can jump), a mouse press (the scrollbar), a change of `#section`, and
 * printing. A touch or a wheel only scrolls gradually, and the parts coming near are laid out
 * on their own as they come; a scroll farther than a screen at once (a script's jump, the
 * browser restoring a position) ends the wait too.
 */
const SETTLE_AT_ONCE = ['keydown', 'mousedown', 'hashchange', 'beforeprint'] as const;

/**
 * The inline script of index.html, first in its body: the parts of a page below its first
 * screen (`.below-fold`: the home page's sections, the footer, an article's related posts, a
 * design's closing sections; and each block of a `.below-fold-each`: an article's paragraphs,
 * headings and figures, the cards of /projects, /services, /clients and /blog) are laid out only
 * while the page loads, not skipped for good.
 *
 * While the page loads, `<html data-layout-later>` gives them `content-visibility: auto` (and
 * `data-layout-each` the blocks of a long text, on a page the server marked as having one): the
 * browser skips their style, layout and paint until they come near the viewport. A long page's
 * first layout and every block that arrives then relay out the first screen only (at 4× CPU the
 * home page's first layout took about 190 ms instead of 420, and each later relayout of the
 * whole page 40 to 150 ms).
 *
 * Skipped for good, a part would hold an estimated size until it came near, so a jump down the
 * page (End, the scrollbar, a link to a `#section`) would move what is below it (e6c89ce: 920 px
 * on the English home page). So the wait is short:
 * - once the page has loaded, the parts are laid out one per idle moment, top to bottom (each a
 *   short task; all of them below the screen, so nothing the visitor sees moves), and the
 *   attribute goes (a first visit's web fonts never swap in on this page: font-script.ts). A
 *   long text's blocks go the same way, then each `.below-fold-each` itself is marked laid out
 *   (what its list adds later, 'Load more', is laid out at once), and `data-layout-each` stays
 *   on `<html>`, matching nothing, until the next navigation: its rule names no class of what it
 *   styles, so taking it off restyles the whole page, one task of 97 ms at 2.5× CPU on the home
 *   page's 918 elements, three times that on a phone (docs/performance.md#what-arabic-still-costs-and-the-end-of-the-wait),
 *   which a navigation pays with the new screen's own restyle;
 * - the first key, mouse press or `#section` change, or a scroll of more than a screen, lays out
 *   every part at once, so a jump lands on the real layout (a touch or a wheel scrolls
 *   gradually: the parts coming near are laid out as they come, before they are on screen).
 *   What the visitor pressed (else what is at the middle of the screen) is kept where it was:
 *   the page scrolls by what it moved, so a press on a button below parts that took their real
 *   size still ends on that button (without it, the release landed elsewhere and the click was
 *   lost);
 * - a page opened at a `#section` does not wait at all, and the shell lays every part out
 *   before it reveals one (`layOutEveryPart`, ScrollToTop).
 *
 * A scroll by a script while the parts wait (a jump without a key or a press before it) lays
 * them out in the frame that shows it; Chromium counts that as a shift, so the product's own
 * jumps call `layOutEveryPart` first.
 *
 * It stands first in `<body>`, after every stylesheet of the head: a parser-inserted script
 * waits for the stylesheets before it, so the body is parsed once the page's styles are in. In
 * the head, the parser could reach the end of a long page before its stylesheets arrived; at
 * that moment (DOMContentLoaded) Chromium's autofill looks at the page's form fields (the
 * footer's newsletter box, the home page's contact form) and lays the page out for it, then
 * without any style: the whole page, no part skipped, every Arabic letter looked up one by one
 * in the system's fonts. That layout, thrown away when the styles came, took 70 to 290 ms in 6
 * of 8 loads of `/?lang=ar` on this machine without a slowdown; from here the same moment costs
 * 6 to 27 ms (12 loads, both languages): the first screen, styled, which the first frame reuses.
 *
 * Plain ES5, as it runs before any bundle; its hash goes into the CSP.
 */
export const layoutScript = `(function(d,w){var h=d.documentElement,a=${JSON.stringify(LAYOUT_LATER_ATTRIBUTE)},k=${JSON.stringify(LAYOUT_EACH_ATTRIBUTE)},b=${JSON.stringify(LAID_OUT_ATTRIBUTE)},ev=${JSON.stringify(SETTLE_AT_ONCE)},done=false;try{
if(w.location.hash||!w.requestIdleCallback||!w.CSS||!w.CSS.supports||!w.CSS.supports('content-visibility','auto'))return;
h.setAttribute(a,'');if(h.hasAttribute(${JSON.stringify(EACH_PARTS_HINT_ATTRIBUTE)}))h.setAttribute(k,'');
function off(){done=true;for(var i=0;i<ev.length;i++)w.removeEventListener(ev[i],all,true);w.removeEventListener('scroll',jump,true)}
function finish(){h.removeAttribute(a);h.removeAttribute(k);off()}
function settle(){h.removeAttribute(a);off();if(h.hasAttribute(k))w.addEventListener('single-spa:before-routing-event',onNavigation)}
function onNavigation(e){var t=e&&e.detail;if(t&&t.oldUrl!==t.newUrl){w.removeEventListener('single-spa:before-routing-event',onNavigation);h.removeAttribute(k)}}
function all(e){if(done)return;
if(h.hasAttribute(a)){var t=e&&e.target,an=t&&t.nodeType===1&&t!==h&&t!==d.body?t:d.elementFromPoint?d.elementFromPoint(w.innerWidth/2,w.innerHeight/2):null,y0=an?an.getBoundingClientRect().top:0;
h.removeAttribute(a);h.removeAttribute(k);
if(an){var dy=an.getBoundingClientRect().top-y0;if(dy)w.scrollBy({top:dy,behavior:'instant'})}}
finish()}
function jump(){var y=w.scrollY;if(Math.abs(y-last)>w.innerHeight)all();last=y}
var last=w.scrollY;
for(var i=0;i<ev.length;i++)w.addEventListener(ev[i],all,{capture:true,passive:true});
w.addEventListener('scroll',jump,{capture:true,passive:true});
function step(){if(done)return;if(!h.hasAttribute(a)){finish();return}var p=d.querySelector('.below-fold:not(['+b+']),.below-fold-each>:not(['+b+'])')||d.querySelector('.below-fold-each:not(['+b+'])');if(!p){settle();return}p.setAttribute(b,'');w.requestIdleCallback(step,{timeout:1000})}
function idle(){w.requestIdleCallback(step,{timeout:1000})}
if(d.readyState==='complete')idle();else w.addEventListener('load',idle);
}catch(x){h.removeAttribute(a);h.removeAttribute(k)}})(document,window);`;

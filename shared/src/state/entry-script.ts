import { SECTION_SCRIPTS_ELEMENT_ID } from './keys';

/**
 * The inline loader of index.html that starts the page's JavaScript once the first screen is on
 * the glass (build/paint-first-plugin.ts puts it in place of the host's `defer` entry script).
 *
 * The first screen is the server's HTML; the scripts only make it live. Fetched beside the
 * stylesheets, they share a slow connection with what the first paint needs (on a phone on
 * Lighthouse's slow 4G, the home page's four section scripts and the host's entry are 40 KB
 * against 24 KB of stylesheets), so the loader waits for the first contentful paint, then:
 * - preloads the section scripts the server named in `#section-scripts` (the shell's and the
 *   page owner's entries and first chunks: the host's entry loads them itself, but only after
 *   its own download and start, one round trip after another);
 * - adds the host's entry script.
 *
 * The paint is read from the `first-contentful-paint` entry (buffered, so one that came before
 * the script ran counts), not from the next animation frame: a frame's callbacks run before
 * that frame is painted and shown, and a request made in between still takes bandwidth from
 * the paint. A browser without paint timing waits for the next frame.
 *
 * A page with nothing of the server's to paint never has that entry: the plain index.html the
 * server sends when it could not render (its slots are empty, and only the scripts fill them)
 * starts as soon as its document is parsed, when no slot carries `data-ssr`. And whatever else
 * keeps the paint from coming (a page opened in a background tab paints only when shown), three
 * seconds after the page's `load` start it at the latest: not at `load` itself, which on a fast
 * connection comes before the paint is shown.
 *
 * Plain ES5, as it runs before any bundle; its hash goes into the CSP (index.html's inline
 * scripts are hashed by the server).
 */
export function entryScript(src: string): string {
  // One line, as it goes into the page: index.html is minified before this is put in.
  return [
    '(function(d,w){var started=false;',
    'function start(){if(started)return;started=true;var list=[];',
    `try{var data=d.getElementById(${JSON.stringify(SECTION_SCRIPTS_ELEMENT_ID)});if(data)list=JSON.parse(data.textContent||'[]')}catch(e){}`,
    "if(Array.isArray(list)){for(var i=0;i<list.length;i++){if(typeof list[i]!=='string')continue;var l=d.createElement('link');l.rel='preload';l.setAttribute('as','script');l.href=list[i];d.head.appendChild(l)}}",
    `var s=d.createElement('script');s.src=${JSON.stringify(src)};d.head.appendChild(s)}`,
    'function soon(){w.setTimeout(start,0)}',
    "d.addEventListener('DOMContentLoaded',function(){if(!d.querySelector('[data-ssr]'))soon()});",
    "w.addEventListener('load',function(){w.setTimeout(start,3000)});",
    'var P=w.PerformanceObserver;',
    "try{if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(entries){var e=entries.getEntries();for(var j=0;j<e.length;j++){if(e[j].name==='first-contentful-paint'){o.disconnect();soon();return}}});o.observe({type:'paint',buffered:true});return}}catch(e){}",
    'w.requestAnimationFrame(soon)})(document,window);',
  ].join('');
}

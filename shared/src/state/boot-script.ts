import { SERVER_LANGUAGE_ATTRIBUTE, STORAGE_KEYS } from './keys';

/**
 * The inline script `index.html` runs before first paint, so the page never flashes the
 * wrong direction or theme. On a server-rendered page `<html>` already carries the language
 * the server chose (`data-ssr-lang`), which it keeps; the theme is always the browser's.
 * It repeats the language rule (`language-rule.ts`) and the theme's (`theme.ts`) in plain ES5
 * because it runs before any bundle: the one copy of the rule there is, and `boot-script.test.ts`
 * runs it against the rule's own table of cases (`testing/language-cases.ts`), the one the
 * browser and the server run, so it cannot drift. Its hash goes into the CSP.
 */
export const bootScript = `(function(d,w){try{
var q=new URLSearchParams(w.location.search).get('lang'),s=null,t=null;
try{s=w.sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)})}catch(e){}
try{t=w.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}
var h=d.documentElement,r=h.getAttribute(${JSON.stringify(SERVER_LANGUAGE_ATTRIBUTE)});
var l=r==='ar'||r==='en'?r:q==='ar'||q==='en'?q:s==='ar'||s==='en'?s:null;
if(!l){var p=w.navigator.languages&&w.navigator.languages.length?w.navigator.languages:[w.navigator.language||''];
for(var i=0;i<p.length&&!l;i++){if(String(p[i]).toLowerCase().indexOf('ar')===0)l='ar'}
for(i=0;i<p.length&&!l;i++){if(String(p[i]).toLowerCase().indexOf('en')===0)l='en'}
l=l||'ar'}
var th=t==='dark'?'dark':'light';
h.lang=l;h.dir=l==='ar'?'rtl':'ltr';h.classList.add(th);h.style.colorScheme=th;
}catch(e){}})(document,window);`;

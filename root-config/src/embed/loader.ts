/**
 * `/embed.js`: the loader partners add to their pages (docs/embedding.md). A few KB: it defines
 * `<nasaq-portfolio>` and `<nasaq-consultation>`, keeps each element's space, and imports the
 * widget's own module (an ES module its section builds: its components over the widgets' kit,
 * Preact with React's API) when the first element of its kind connects, then mounts it in the
 * element's open shadow root. Where each widget's files are now, the server writes into this
 * file as it sends it (`NASAQ_WIDGET_FILES`, see api/src/site/embed-files.ts), so a section
 * redeployed alone changes its widget on partner pages, and everything the widget's first
 * screen needs starts at once, beside its module: the kit, its texts' chunks, its stylesheet and
 * its first API read (which the widget then takes over instead of asking again). Works with the
 * script before or after the elements, with elements added later, and with several on one page;
 * loaded twice, it defines nothing twice. It puts nothing on the page's `window`. Every event's
 * `detail` carries its shape's version (`v`, docs/embedding.md#events).
 */
import {
  apiCallUrl,
  attributionLabel,
  parseAttributes,
  reservedHeight,
  WATCHED_ATTRIBUTES,
  widgetEventDetail,
  widgetFirstRead,
  type Attribution,
  type WidgetAttributes,
  type WidgetEventDetails,
  type WidgetEventName,
  type WidgetFiles,
  type WidgetHandle,
  type WidgetKind,
  type WidgetModule,
} from '@site/shared/contract';

/** The widgets' files, given by the server around this script (undefined if it was served without them). */
declare const NASAQ_WIDGET_FILES: WidgetFiles | undefined;
const files: WidgetFiles = typeof NASAQ_WIDGET_FILES === 'object' && NASAQ_WIDGET_FILES !== null ? NASAQ_WIDGET_FILES : {};

/** Where this script came from: the site (an async script still has `currentScript` while it runs). */
const scriptUrl =
  (document.currentScript as HTMLScriptElement | null)?.src ?? document.querySelector<HTMLScriptElement>('script[src$="/embed.js"]')?.src ?? location.href;
const siteOrigin = new URL(scriptUrl).origin;

/**
 * The page's campaign as its address says it when this script runs (a single-page app may drop
 * the query as it routes on): sent with a consultation request (docs/embedding.md#attribution).
 * The only thing of the partner's URL a widget reads.
 */
const utm: Attribution = {};
for (const field of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
  const label = attributionLabel(new URLSearchParams(location.search).get(field));
  if (label) utm[field] = label;
}

const modules = new Map<WidgetKind, Promise<WidgetModule>>();
/** Error reports this page has sent: a widget failing in a loop sends five, not thousands. */
let reports = 0;
/** What this page has started for the widgets (stylesheets, first reads), so each is asked for once. */
const startedUrls = new Set<string>();
const ignore = () => undefined;

/** A widget's files as absolute URLs: its entry relative to this script, the others relative to its entry. */
function widgetUrls(kind: WidgetKind): { entry: string; of: (file: string) => string } | null {
  const set = files[kind];
  if (!set) return null;
  const entry = new URL(set.entry, scriptUrl);
  return { entry: entry.href, of: (file) => new URL(file, entry).href };
}

/** A widget's module, imported once per page, with the kit it imports started beside it (a failed import is tried again by the next element). */
function loadWidget(kind: WidgetKind): Promise<WidgetModule> {
  let module = modules.get(kind);
  if (!module) {
    const urls = widgetUrls(kind);
    // The same URL as the entry's own import of the kit: one download, one module.
    if (urls) import(/* webpackIgnore: true */ urls.of(files[kind]!.kit)).catch(ignore);
    module = urls
      ? (import(/* webpackIgnore: true */ urls.entry) as Promise<WidgetModule>)
      : Promise.reject(new Error(`the site named no file for the ${kind} widget`));
    module.catch(() => modules.delete(kind));
    modules.set(kind, module);
  }
  return module;
}

/**
 * Starts what an element's first screen needs beside its module: its chunks in its language (the
 * module's own `import()` of them finds them loaded or on their way), its stylesheet and its
 * first API read, with the headers the widget's request client sends (no preflight: a read
 * sends none that needs one). Returns the requests, which the widget takes over as it mounts.
 */
function startFirstScreen(kind: WidgetKind, attributes: WidgetAttributes): Map<string, Promise<Response>> {
  const started = new Map<string, Promise<Response>>();
  const set = files[kind];
  const urls = widgetUrls(kind);
  if (!set || !urls) return started;
  for (const chunk of set.firstScreen[attributes.lang] ?? []) import(/* webpackIgnore: true */ urls.of(chunk)).catch(ignore);
  const start = (url: string, init: RequestInit) => {
    if (startedUrls.has(url)) return;
    startedUrls.add(url);
    const request = fetch(url, init);
    // Its failure is the widget's to report, if its module loads at all.
    request.catch(ignore);
    started.set(url, request);
  };
  start(urls.of(set.css), {});
  const read = widgetFirstRead(kind, attributes);
  if (read) start(apiCallUrl(`${siteOrigin}/api`, read, attributes.lang), { headers: { Accept: 'application/json', 'Accept-Language': attributes.lang } });
  return started;
}

/**
 * Reports a widget's error to the site (`POST /api/v1/client-errors`, as the site's pages do:
 * docs/embedding.md, "Errors"): its module or stylesheet that did not load (`load`), or what its
 * error boundary caught. The server counts it against the live version of the widget's section
 * (a widget runs the live version: never a canary's or a preview's). With `sendBeacon`, from what
 * the loader knows alone: the partner's own `onerror` and `unhandledrejection` are left as they
 * are, and of the partner's page only its origin is sent.
 */
function report(widget: WidgetKind, lang: WidgetAttributes['lang'], kind: 'load' | 'boundary', error: unknown): void {
  if (reports++ < 5)
    navigator.sendBeacon?.(
      `${siteOrigin}/api/v1/client-errors`,
      JSON.stringify({ page: location.origin, lang, kind, widget, message: String(error).slice(0, 500) }),
    );
}

/** The element's own box: its reserved height until the widget is ready, and the failure note. */
const FRAME_CSS = `:host{display:block!important}:host([hidden]){display:none!important}
.nasaq-note{all:initial;display:block;padding:16px 20px;border:1px solid #dbe1ec;border-radius:16px;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#0b1324;background:#f5f7fb}`;

/** The bilingual note shown when the widget's code cannot be loaded (texts cannot be loaded either). */
const UNAVAILABLE = [
  { lang: 'ar', dir: 'rtl', text: 'تعذّر تحميل هذا المحتوى الآن. حاول مرة أخرى لاحقًا.' },
  { lang: 'en', dir: 'ltr', text: 'This content could not be loaded right now. Please try again later.' },
] as const;

function defineWidget(kind: WidgetKind): void {
  const name = `nasaq-${kind}`;
  if (customElements.get(name)) return;

  class NasaqWidget extends HTMLElement {
    static observedAttributes = [...WATCHED_ATTRIBUTES];
    #handle: WidgetHandle | undefined;
    /** the mount under way (its module, its stylesheet, the element nearing the screen), which a removal ends */
    #mounting: AbortController | undefined;
    #ready = false;
    #warned = new Set<string>();
    /** `prefill()` calls made before the widget was there, given to it once it is */
    #prefills: Readonly<Record<string, unknown>>[] = [];
    #box = new CSSStyleSheet();
    #reserve = new CSSStyleSheet();

    connectedCallback(): void {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      if (this.#handle || this.#mounting) return;
      const mounting = new AbortController();
      this.#mounting = mounting;
      this.#ready = false;
      // Connected again after a failure (a single-page app showing it anew): start from nothing.
      root.replaceChildren();
      this.#box.replaceSync(FRAME_CSS);
      // A block first (whatever the page's CSS says), so its width is the one the widget will have.
      root.adoptedStyleSheets = [this.#box];
      const attributes = this.#attributes();
      const width = this.getBoundingClientRect().width || window.innerWidth;
      const height = reservedHeight(kind, attributes, window.innerWidth, width);
      this.#reserve.replaceSync(`:host{min-block-size:${height}px!important}`);
      root.adoptedStyleSheets = [this.#box, this.#reserve];
      const widgetModule = loadWidget(kind);
      const started = startFirstScreen(kind, attributes);
      widgetModule
        .then((widget) =>
          widget.mount(root, {
            attributes,
            siteOrigin,
            width,
            started,
            report: (error) => report(kind, attributes.lang, 'boundary', error),
            utm,
            signal: mounting.signal,
            events: {
              ready: () => this.#emitReady(),
              submitted: ({ id }) => this.#emit('nasaq:submitted', { kind: 'consultation', id }),
              openDesign: ({ id, slug }) => this.#emit('nasaq:open-design', { kind: 'portfolio', id, slug }),
            },
          }),
        )
        .then(
          (handle) => {
            if (this.#mounting === mounting) this.#mounting = undefined;
            if (mounting.signal.aborted || !this.isConnected) return handle.unmount();
            this.#handle = handle;
            // Attributes changed while it loaded: render the latest; then what prefill() was given meanwhile.
            handle.update(this.#attributes());
            for (const values of this.#prefills.splice(0)) handle.prefill(values);
          },
          (error: unknown) => {
            if (this.#mounting === mounting) this.#mounting = undefined;
            // Removed before it came near the screen: nothing to show.
            if (mounting.signal.aborted) return;
            console.error(`[nasaq embed] <${name}> could not be loaded`, error);
            report(kind, attributes.lang, 'load', error);
            this.#showUnavailable(root);
          },
        );
    }

    disconnectedCallback(): void {
      // Moved within the page (removed and inserted again in one task): keep it as it is.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#mounting?.abort();
        this.#mounting = undefined;
        this.#handle?.unmount();
        this.#handle = undefined;
      });
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      if (previous !== next) this.#handle?.update(this.#attributes());
    }

    /**
     * Fills the consultation form's fields (`name`, `email`, `phone`, `service`, `country`,
     * `description`) as its attributes do, now or as soon as the widget is there: each checked
     * with the form's rules, a bad one dropped with a warning (docs/embedding.md#prefill).
     */
    prefill(values: Readonly<Record<string, unknown>>): void {
      if (this.#handle) this.#handle.prefill(values);
      else this.#prefills.push(values);
    }

    #attributes(): WidgetAttributes {
      const { attributes, problems } = parseAttributes(kind, (attribute) => this.getAttribute(attribute));
      for (const problem of problems) {
        if (this.#warned.has(problem)) continue;
        this.#warned.add(problem);
        console.warn(`[nasaq embed] ${problem}`);
      }
      return attributes;
    }

    #emitReady(): void {
      if (this.#ready) return;
      this.#ready = true;
      // Its content is there: it takes its own height from now on.
      this.#reserve.replaceSync('');
      this.#emit('nasaq:ready', { kind });
    }

    /** A `nasaq:*` event: it bubbles and crosses the shadow root, its `detail` versioned. */
    #emit<N extends WidgetEventName>(event: N, fields: Omit<WidgetEventDetails[N], 'v'>): void {
      this.dispatchEvent(new CustomEvent(event, { bubbles: true, composed: true, detail: widgetEventDetail(event, fields) }));
    }

    #showUnavailable(root: ShadowRoot): void {
      this.#reserve.replaceSync('');
      const note = document.createElement('div');
      note.className = 'nasaq-note';
      note.setAttribute('role', 'status');
      note.dataset['testid'] = 'widget-unavailable';
      for (const line of UNAVAILABLE) {
        const paragraph = document.createElement('p');
        paragraph.lang = line.lang;
        paragraph.dir = line.dir;
        paragraph.textContent = line.text;
        note.append(paragraph);
      }
      root.replaceChildren(note);
    }
  }

  customElements.define(name, NasaqWidget);
}

defineWidget('portfolio');
defineWidget('consultation');

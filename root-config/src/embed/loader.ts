/**
 * `/embed.js`: the loader partners add to their pages (docs/embedding.md). A few KB: it defines
 * `<nasaq-portfolio>` and `<nasaq-consultation>`, keeps each element's space, and imports the
 * widget's own module (an ES module its section builds: Preact, its components, its styles
 * fetched beside it) when the first element of its kind connects, then mounts it in the
 * element's open shadow root. Where each module is now, the server writes into this file as it
 * sends it (`NASAQ_WIDGET_FILES`, see api/src/site/embed-files.ts), so a section redeployed
 * alone changes its widget on partner pages. Works with the script before or after the
 * elements, with elements added later, and with several on one page; loaded twice, it defines
 * nothing twice. It puts nothing on the page's `window`.
 */
import {
  parseAttributes,
  reservedHeight,
  WATCHED_ATTRIBUTES,
  type WidgetAttributes,
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

const modules = new Map<WidgetKind, Promise<WidgetModule>>();

/** A widget's module, imported once per page (a failed import is tried again by the next element). */
function loadWidget(kind: WidgetKind): Promise<WidgetModule> {
  let module = modules.get(kind);
  if (!module) {
    const file = files[kind];
    module = file
      ? (import(/* webpackIgnore: true */ new URL(file, scriptUrl).href) as Promise<WidgetModule>)
      : Promise.reject(new Error(`the site named no file for the ${kind} widget`));
    module.catch(() => modules.delete(kind));
    modules.set(kind, module);
  }
  return module;
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
    #mounting = false;
    #ready = false;
    #warned = new Set<string>();
    #box = new CSSStyleSheet();
    #reserve = new CSSStyleSheet();

    connectedCallback(): void {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      if (this.#handle || this.#mounting) return;
      this.#mounting = true;
      this.#ready = false;
      // Connected again after a failure (a single-page app showing it anew): start from nothing.
      root.replaceChildren();
      this.#box.replaceSync(FRAME_CSS);
      // A block first (whatever the page's CSS says), so its width is the one the widget will have.
      root.adoptedStyleSheets = [this.#box];
      const attributes = this.#attributes();
      const height = reservedHeight(kind, attributes, window.innerWidth, this.getBoundingClientRect().width || window.innerWidth);
      this.#reserve.replaceSync(`:host{min-block-size:${height}px!important}`);
      root.adoptedStyleSheets = [this.#box, this.#reserve];
      loadWidget(kind)
        .then((widget) =>
          widget.mount(root, {
            attributes,
            siteOrigin,
            events: {
              ready: () => this.#emitReady(),
              submitted: (detail) =>
                this.dispatchEvent(new CustomEvent('nasaq:submitted', { bubbles: true, composed: true, detail: { kind: detail.kind, id: detail.id } })),
            },
          }),
        )
        .then(
          (handle) => {
            this.#mounting = false;
            if (!this.isConnected) return handle.unmount();
            this.#handle = handle;
            // Attributes changed while it loaded: render the latest.
            handle.update(this.#attributes());
          },
          (error: unknown) => {
            this.#mounting = false;
            console.error(`[nasaq embed] <${name}> could not be loaded`, error);
            this.#showUnavailable(root);
          },
        );
    }

    disconnectedCallback(): void {
      // Moved within the page (removed and inserted again in one task): keep it as it is.
      queueMicrotask(() => {
        if (this.isConnected || !this.#handle) return;
        this.#handle.unmount();
        this.#handle = undefined;
      });
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      if (previous !== next) this.#handle?.update(this.#attributes());
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
      this.dispatchEvent(new CustomEvent('nasaq:ready', { bubbles: true, composed: true, detail: { kind } }));
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

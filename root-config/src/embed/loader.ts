/**
 * `/embed.js`: the loader partners add to their pages (docs/embedding.md). A few KB: it defines
 * `<nasaq-portfolio>` and `<nasaq-consultation>`, reserves each element's height, and loads the
 * rest on demand, once per page, from the site it came from: the embed runtime
 * (`/embed-host/host.js`: the federation runtime with React and the doors of '@site/shared'), which loads
 * the widget from the same federated containers the site uses and mounts it in the element's
 * open shadow root. Works with the script before or after the elements, with elements added
 * later, and with several on one page; loaded twice, it defines nothing twice.
 */
import {
  EMBED_RUNTIME_KEY,
  type EmbedRuntime,
  type WidgetAttributes,
  type WidgetHandle,
  type WidgetKind,
  parseAttributes,
  WATCHED_ATTRIBUTES,
} from '@site/shared/contract';
import { reservedHeight } from './reserve';

/** Where this script came from: the site (an async script still has `currentScript` while it runs). */
const scriptUrl =
  (document.currentScript as HTMLScriptElement | null)?.src ?? document.querySelector<HTMLScriptElement>('script[src$="/embed.js"]')?.src ?? location.href;
const runtimeUrl = new URL('embed-host/host.js', scriptUrl).href;
const runtimeKey = Symbol.for(EMBED_RUNTIME_KEY);

let runtime: Promise<EmbedRuntime> | undefined;

/** The embed runtime, loaded once per page (a failed load is tried again by the next element). */
function loadRuntime(): Promise<EmbedRuntime> {
  runtime ??= new Promise<EmbedRuntime>((resolve, reject) => {
    const registered = () => (globalThis as Record<symbol, Promise<EmbedRuntime> | undefined>)[runtimeKey];
    const existing = registered();
    if (existing) return void existing.then(resolve, reject);
    const script = document.createElement('script');
    script.src = runtimeUrl;
    script.async = true;
    script.onload = () => {
      const loaded = registered();
      if (loaded) loaded.then(resolve, reject);
      else reject(new Error(`${runtimeUrl} did not start`));
    };
    script.onerror = () => reject(new Error(`${runtimeUrl} could not be loaded`));
    document.head.append(script);
  }).catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

/** The element's own box: its reserved height until the widget is ready, and the failure note. */
const FRAME_CSS = `:host{display:block!important}:host([hidden]){display:none!important}
.nasaq-note{all:initial;display:block;padding:1rem 1.25rem;border:1px solid #dbe1ec;border-radius:1rem;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#0b1324;background:#f5f7fb}`;

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
      loadRuntime()
        .then((loaded) =>
          loaded.mount(kind, root, {
            attributes,
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

/** What `loadWidgets` needs: the Nasaq site that serves the widgets. */
export interface LoadWidgetsOptions {
  /** the site's origin, such as `https://nasaq.example` (a path after it is ignored) */
  site: string;
}

/** The loader of each site, once per page (by its URL), however many components ask for it. */
const loading = new Map<string, Promise<void>>();

const TAGS = ['nasaq-portfolio', 'nasaq-consultation'] as const;

/**
 * Adds the site's `/embed.js` to the page once, and resolves when the widget elements are defined
 * (at once when they already are: a snippet pasted in the page loads the same script). Safe to
 * call from a server render, where it does nothing: there is no page to add it to. A script that
 * fails to load rejects, and the next call tries again.
 */
export function loadWidgets({ site }: LoadWidgetsOptions): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const origin = URL.canParse(site) ? new URL(site).origin : 'null';
  if (!/^https?:/.test(origin)) return Promise.reject(new TypeError(`@nasaq/embed: site must be an http(s) origin, not "${site}"`));
  const src = `${origin}/embed.js`;
  let loaded = loading.get(src);
  if (loaded) return loaded;
  const defined = Promise.all(TAGS.map((tag) => customElements.whenDefined(tag))).then(() => undefined);
  const present = [...document.scripts].some((script) => script.src === src);
  if (present) {
    loaded = defined;
  } else {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const failed = new Promise<never>((_resolve, reject) =>
      script.addEventListener('error', () => reject(new Error(`@nasaq/embed: ${src} could not be loaded`)), { once: true }),
    );
    loaded = Promise.race([defined, failed]);
    loaded.catch(() => {
      loading.delete(src);
      script.remove();
    });
    document.head.append(script);
  }
  loading.set(src, loaded);
  return loaded;
}

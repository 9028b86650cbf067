import type { Language } from './envelope';

/**
 * The contract between the embed loader (`/embed.js`, root-config/src/embed), the embed runtime
 * and the widget modules the containers expose (`mf_portfolio/widget`, `mf_forms/widget`): three
 * programs built apart. Types and one name: the loader stays a few KB.
 */
export type WidgetKind = 'portfolio' | 'consultation';
export type WidgetTheme = 'light' | 'dark' | 'auto';

/** A widget element's attributes, parsed (a bad value already replaced by its default). */
export interface WidgetAttributes {
  lang: Language;
  theme: WidgetTheme;
  /** portfolio: how many designs (1–24) */
  limit: number;
  /** consultation: the service_id preselected, or null */
  service: string | null;
}

/** What a widget tells its element, which turns it into `nasaq:*` DOM events. */
export interface WidgetEvents {
  /** the first render of the widget's content (its data, or its empty or error state) */
  ready: () => void;
  /** a request was received by the server; its id when the reply gave one (no personal data) */
  submitted: (detail: { kind: WidgetKind; id: number | null }) => void;
}

export interface WidgetHandle {
  /** new attributes: the widget renders again */
  update: (attributes: WidgetAttributes) => void;
  unmount: () => void;
}

export interface WidgetMountOptions {
  attributes: WidgetAttributes;
  events: WidgetEvents;
  /** the site's origin: where the API, the images and the links go */
  siteOrigin: string;
}

/** What `mf_portfolio/widget` and `mf_forms/widget` export. */
export interface WidgetModule {
  mount: (root: ShadowRoot, options: WidgetMountOptions) => WidgetHandle;
}

/** What the embed runtime (`/embed-host/host.js`) gives the loader, once per page. */
export interface EmbedRuntime {
  mount: (kind: WidgetKind, root: ShadowRoot, options: Omit<WidgetMountOptions, 'siteOrigin'>) => Promise<WidgetHandle>;
}

/** Where the embed runtime puts itself for the loader (a symbol: no name of the partner page's can clash). */
export const EMBED_RUNTIME_KEY = 'nasaq.embed.runtime';

import type { Language } from './envelope';

/**
 * The contract between the embed loader (`/embed.js`, root-config/src/embed) and the widget
 * modules the sections build (`mf-portfolio/widget/portfolio.*.js`, `mf-forms/widget/consultation.*.js`).
 * Types only: the loader imports nothing of '@site/shared' at run time, so it stays a few KB.
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

/** What a widget's module exports (its section builds it: build/widget-build.ts). */
export interface WidgetModule {
  /** rejects when the widget cannot start (its stylesheet did not load) */
  mount: (root: ShadowRoot, options: WidgetMountOptions) => Promise<WidgetHandle>;
}

/**
 * Where each widget's module is now, as the server tells `/embed.js` (api/src/site/embed-files.ts):
 * its URL, relative to the site's origin or absolute; a kind missing has no widget to load.
 */
export type WidgetFiles = Partial<Record<WidgetKind, string>>;

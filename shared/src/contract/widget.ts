import type { Attribution } from './attribution';
import type { Language } from './envelope';
import type { Prefill, WidgetKind, WidgetTheme } from './widget-elements';

export { PREFILL_FIELDS, type Prefill, type PrefillField, type WidgetKind, type WidgetTheme } from './widget-elements';

/**
 * The contract between the embed loader (`/embed.js`, root-config/src/embed) and the widget
 * modules the sections build (`mf-portfolio/widget/portfolio.*.js`, `mf-forms/widget/consultation.*.js`).
 * Types only here; the loader bundles the few functions of widget-attributes.ts, widget-reserve.ts
 * and widget-first-read.ts it uses, so it stays a few KB.
 */

/** A widget element's attributes, parsed (a bad value already replaced by its default). */
export interface WidgetAttributes {
  lang: Language;
  theme: WidgetTheme;
  /** portfolio: how many designs (1–24) */
  limit: number;
  /** consultation: the service_id preselected, or null */
  service: string | null;
  /**
   * consultation: the form's other fields a partner fills in advance (`name`, `email`, `phone`,
   * `country`, `description`), as written: the widget checks them with the form's own rules and
   * drops a bad one (docs/embedding.md#prefill)
   */
  prefill: Prefill;
  /** consultation: the partner's label of where the request comes from (attribution.ts), or null */
  source: string | null;
}

/** What a widget tells its element, which turns it into `nasaq:*` DOM events (widget-events.ts). */
export interface WidgetEvents {
  /** the first render of the widget's content (its data, or its empty or error state) */
  ready: () => void;
  /** a request was received by the server; its id when the reply gave one (no personal data) */
  submitted: (detail: { id: number | null }) => void;
  /** the visitor opened a design in the portfolio widget */
  openDesign: (detail: { id: number; slug: string }) => void;
}

export interface WidgetHandle {
  /** new attributes: the widget renders again */
  update: (attributes: WidgetAttributes) => void;
  /** `el.prefill({...})`: fields to fill now, as a partner's script gave them (checked by the widget) */
  prefill: (values: Readonly<Record<string, unknown>>) => void;
  unmount: () => void;
}

export interface WidgetMountOptions {
  attributes: WidgetAttributes;
  events: WidgetEvents;
  /** the site's origin: where the API, the images and the links go */
  siteOrigin: string;
  /** the element's width when it connected, in CSS pixels (what its layout and its images' `sizes` follow) */
  width: number;
  /**
   * Requests the loader started for this widget before its module arrived, by absolute URL: its
   * stylesheet and its first API read (docs/embedding.md#what-a-partner-page-loads). The widget
   * takes each in place of its own first fetch of that URL, once.
   */
  started: ReadonlyMap<string, Promise<Response>>;
  /** the partner page's `utm_source`, `utm_medium` and `utm_campaign`, when it has them (docs/embedding.md#attribution) */
  utm: Attribution;
  /** ends a mount still waiting (its element removed before it came near the screen): nothing is left observing it */
  signal: AbortSignal;
  /** reports an error the widget's error boundary caught, from the partner's page to the site's counts (the loader sends it) */
  report?: (error: unknown) => void;
}

/** What a widget's module exports (its section builds it: build/widget-build.ts). */
export interface WidgetModule {
  /** rejects when the widget cannot start (its stylesheet did not load) */
  mount: (root: ShadowRoot, options: WidgetMountOptions) => Promise<WidgetHandle>;
}

/**
 * Where the site serves the widgets' kit (build/widget-kit.ts), whichever section's folder holds
 * the file: `/widget-kit/kit.<hash>.js`.
 */
export const WIDGET_KIT_PATH = '/widget-kit/';

/**
 * What a widget's build writes beside its files as `widget.json` (build/widget-manifest.ts), read
 * by the server (api/src/site/widget-files.ts): file names of the widget's folder.
 */
export interface WidgetManifest {
  /** its ES module (`portfolio.1a2b3c4d5e.js`) */
  entry: string;
  /** its stylesheet (`widget.1a2b3c4d5e.css`) */
  css: string;
  /** the widgets' kit it imports, in the folder's `kit/` (`kit.1a2b3c4d5e.js`) */
  kit: string;
  /** the chunks its first screen loads in each language */
  firstScreen: Readonly<Record<Language, readonly string[]>>;
}

/**
 * A widget's files where its section lives now, as `/embed.js` is told them: `entry` relative to
 * the site's origin (or absolute), everything else relative to the entry's URL.
 */
export interface WidgetFileSet {
  /** its ES module, which exports `mount` */
  entry: string;
  /** its stylesheet, adopted by its shadow root */
  css: string;
  /** the widgets' kit its module imports (React's API over Preact: one URL for every widget built with the same) */
  kit: string;
  /** the chunks its first screen loads in each language (its texts, its first read's code) */
  firstScreen: Readonly<Record<Language, readonly string[]>>;
}

/**
 * Where each widget's files are now, as the server tells `/embed.js` (api/src/site/embed-files.ts),
 * so it can start them all at once; a kind missing has no widget to load.
 */
export type WidgetFiles = Partial<Record<WidgetKind, WidgetFileSet>>;

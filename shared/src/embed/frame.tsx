import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// The other doors by their package names, never by a relative path, as the components the frame
// wraps import them: one module graph, so the API base and the preference scope's context set
// here are the ones their hooks read.
import { adoptStartedRequests, setApiBase } from '@site/shared/request';
import { PreferenceScopeContext, type PreferenceScope } from '@site/shared/react';
import { ErrorBoundary } from '@site/shared/ui';
import { WidgetEventsContext } from './events-context';
import { registerWidgetFonts } from './fonts';
import { usePrefersDark } from './prefers-dark';
import { whenIdle } from './when-idle';
import { widgetStyleSheet } from './stylesheet';
import type { Attribution, WidgetAttributes, WidgetEvents, WidgetHandle, WidgetMountOptions } from '@site/shared/contract';

/** One `el.prefill({...})` call: its values as given; a new object for every call, even with the same values. */
export interface PrefillCall {
  values: Readonly<Record<string, unknown>>;
}

export interface WidgetProps {
  attributes: WidgetAttributes;
  /** the element's width when it connected, in CSS pixels (its grid and its images' `sizes` follow it) */
  width: number;
  /** the partner page's UTM fields (docs/embedding.md#attribution) */
  utm: Attribution;
  /** the latest `el.prefill()` call, if any */
  prefillCall: PrefillCall | null;
  /**
   * The widget has been ready and the browser idle since: from then on, what a partner's options
   * ask to check is checked (the accent here, a prefill by the form), never before the widget shows.
   */
  settled?: boolean;
}

interface FrameProps {
  attributes: WidgetAttributes;
  events: WidgetEvents;
  siteOrigin: string;
  settled: boolean;
  /** where what its error boundary catches goes: the loader's report to the site */
  report: ((error: unknown) => void) | undefined;
  children: ReactNode;
}

// The note a widget that throws shows: loaded then, never with the widget.
const Crashed = lazy(() => import('./crashed').then((module) => ({ default: module.Crashed })));

const ignore = () => undefined;

// The check of a partner's accent (its warnings; the text on it where the stylesheet cannot choose it): loaded only when a partner sets one, once the widget is ready.
const loadAccent = () => import('./readable-accent');

/**
 * Checks the accent the widget shows now, if the partner gives it one (docs/embedding.md#styling);
 * without one, the text on the site's accent is the stylesheet's again.
 */
function checkAccent(root: HTMLElement, warned: Set<string>): void {
  if (getComputedStyle(root).getPropertyValue('--nasaq-accent').trim()) void loadAccent().then(({ readableAccent }) => readableAccent(root, warned), ignore);
  else root.style.removeProperty('--on-primary');
}

/**
 * The outer frame of every embedded widget: its language, direction and theme on its own root
 * element (never on the partner's `<html>`), a preference scope that the shared hooks read
 * instead of the page's signals (and that makes every `SiteLink` open the site in a new tab:
 * nothing in a widget reads or writes the partner's URL), and an error boundary, so an
 * exception stays inside the widget. The partner's brand comes through custom properties set on the
 * element, and the text on its accent is the stylesheet's choice (widget-frame.css); the accent is
 * checked here once the widget is settled, so no partner option adds to what the widget loads
 * before it shows (docs/embedding.md#sizes-and-timings).
 */
function Frame({ attributes, events, siteOrigin, settled, report, children }: FrameProps) {
  const prefersDark = usePrefersDark();
  const theme = attributes.theme === 'auto' ? (prefersDark ? 'dark' : 'light') : attributes.theme;
  const scope = useMemo<PreferenceScope>(() => ({ language: attributes.lang, theme, siteOrigin }), [attributes.lang, theme, siteOrigin]);
  const [warned] = useState(() => new Set<string>());
  return (
    <PreferenceScopeContext value={scope}>
      <WidgetEventsContext value={events}>
        <div
          // A new callback each render, so it runs at every commit once settled: the accent may
          // have changed with the theme or the attributes.
          ref={(root) => {
            if (root && settled) checkAccent(root, warned);
          }}
          lang={attributes.lang}
          dir={attributes.lang === 'ar' ? 'rtl' : 'ltr'}
          className={`nasaq-widget ${theme}`}
          data-theme={theme}
        >
          <ErrorBoundary
            fallback={(_error, reset) => (
              <Suspense fallback={null}>
                <Crashed reset={reset} />
              </Suspense>
            )}
            onError={(error) => {
              report?.(error);
              console.error('[nasaq embed] the widget failed', error);
            }}
          >
            <Suspense fallback={null}>{children}</Suspense>
          </ErrorBoundary>
        </div>
      </WidgetEventsContext>
    </PreferenceScopeContext>
  );
}

/** Fires `ready` once, after the first commit of what it wraps (a widget's settled content). */
export function ReadyWhenShown({ events }: { events: WidgetEvents | null }) {
  useEffect(() => events?.ready(), [events]);
  return null;
}

/** A widget as its section's entry gives it to `mountWidget`. */
export interface WidgetDefinition {
  /** the URL of its stylesheet, a file of the widget's build (`import css from './widget.css?url'`) */
  css: string;
  Widget: ComponentType<WidgetProps>;
  /**
   * Starts what its first screen needs (its texts, its first data) as soon as it is mounted,
   * all at once, rather than one after another as its components first ask for them.
   */
  prepare?: (attributes: WidgetAttributes, width: number) => void;
}

/** Ends the current task and resumes in a new one (`scheduler.yield` where the browser has it, at the front of the queue). */
function yieldToPage(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once `element` is within one viewport's height of the screen: at once when it already
 * is (or without IntersectionObserver), else when the visitor scrolls near it. A widget far down
 * a partner's page (a form 4 000 px below the article's start) then renders when it is about to
 * be seen, not in the middle of the page's own load (docs/embedding.md, "When a widget renders").
 */
function whenNearScreen(element: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (typeof IntersectionObserver === 'undefined') return resolve();
    // Its element removed first (a single-page app moved on): nothing is left observing it.
    const removed = () => {
      observer.disconnect();
      reject(signal.reason as unknown);
    };
    // One screen above the viewport and one below (a percentage of the viewport's own size).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          signal.removeEventListener('abort', removed);
          resolve();
        }
      },
      { rootMargin: '100%' },
    );
    observer.observe(element);
    signal.addEventListener('abort', removed, { once: true });
  });
}

/**
 * Mounts a widget in a shadow root: the API at the site's origin, the requests the loader
 * started taken over (its stylesheet, its first read), the first screen's texts and data on
 * their way, the fonts registered on the document once, then, with its stylesheet adopted by the
 * root (one constructed sheet per file, shared by every widget of that kind on the page) and
 * once the element is near the screen, its components rendering into an element of the root.
 * Rejects when the stylesheet cannot be loaded (the loader then shows its note), or with the
 * signal's reason when its element was removed before it rendered.
 */
export async function mountWidget(root: ShadowRoot, widget: WidgetDefinition, options: WidgetMountOptions): Promise<WidgetHandle> {
  const { signal } = options;
  setApiBase(`${options.siteOrigin}/api`);
  adoptStartedRequests(options.started);
  widget.prepare?.(options.attributes, options.width);
  registerWidgetFonts();
  const sheet = await widgetStyleSheet(widget.css);
  signal.throwIfAborted();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  await whenNearScreen(root.host, signal);
  // Building the stylesheet and the first render are each a task of their own: between them the
  // partner's page answers its visitor (Total Blocking Time counts each long task past 50 ms).
  await yieldToPage();
  signal.throwIfAborted();
  const container = root.ownerDocument.createElement('div');
  root.append(container);
  const reactRoot = createRoot(container);
  const { Widget } = widget;
  let attributes = options.attributes;
  let prefillCall: PrefillCall | null = null;
  let settled = false;
  // Ready, then the browser's next idle moment: the widget is settled (WidgetProps).
  const events: WidgetEvents = {
    ...options.events,
    ready: () => {
      options.events.ready();
      whenIdle(() => {
        settled = true;
        if (container.isConnected) render();
      });
    },
  };
  const render = () =>
    reactRoot.render(
      <Frame attributes={attributes} events={events} siteOrigin={options.siteOrigin} settled={settled} report={options.report}>
        <Widget attributes={attributes} width={options.width} utm={options.utm} prefillCall={prefillCall} settled={settled} />
      </Frame>,
    );
  render();
  return {
    update: (next) => {
      attributes = next;
      render();
    },
    prefill: (values) => {
      prefillCall = { values };
      render();
    },
    unmount: () => {
      reactRoot.unmount();
      container.remove();
    },
  };
}

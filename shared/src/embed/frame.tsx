import { Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// The other doors by their package names, never by a relative path, as the components the frame
// wraps import them: one module graph, so the API base and the preference scope's context set
// here are the ones their hooks read.
import { adoptStartedRequests, setApiBase } from '@site/shared/api';
import { PreferenceScopeContext, type PreferenceScope } from '@site/shared/react';
import { ErrorBoundary } from '@site/shared/ui';
import { WidgetEventsContext } from './events-context';
import { registerWidgetFonts } from './fonts';
import { usePrefersDark } from './prefers-dark';
import { widgetStyleSheet } from './stylesheet';
import type { WidgetAttributes, WidgetEvents, WidgetHandle, WidgetMountOptions } from '@site/shared/contract';

export interface WidgetProps {
  attributes: WidgetAttributes;
  /** the element's width when it connected, in CSS pixels (its grid and its images' `sizes` follow it) */
  width: number;
}

interface FrameProps {
  attributes: WidgetAttributes;
  events: WidgetEvents;
  siteOrigin: string;
  /** where what its error boundary catches goes: the loader's report to the site */
  report: ((error: unknown) => void) | undefined;
  children: ReactNode;
}

/** Shown when the widget itself throws: short, in both languages, with a retry. */
function Crashed({ reset }: { reset: () => void }) {
  return (
    <div role="alert" className="error-box" data-testid="widget-crashed">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg" lang="ar" dir="rtl">
          حدث خطأ في هذا الجزء.
        </p>
        <p className="text-fg" lang="en" dir="ltr">
          Something went wrong in this part.
        </p>
        <button type="button" className="btn btn-soft btn-sm mt-4" onClick={reset}>
          <span lang="ar">إعادة المحاولة</span> · <span lang="en">Retry</span>
        </button>
      </div>
    </div>
  );
}

/**
 * The outer frame of every embedded widget: its language, direction and theme on its own root
 * element (never on the partner's `<html>`), a preference scope that the shared hooks read
 * instead of the page's signals (and that makes every `SiteLink` open the site in a new tab:
 * nothing in a widget reads or writes the partner's URL), and an error boundary, so an
 * exception stays inside the widget.
 */
function Frame({ attributes, events, siteOrigin, report, children }: FrameProps) {
  const prefersDark = usePrefersDark();
  const theme = attributes.theme === 'auto' ? (prefersDark ? 'dark' : 'light') : attributes.theme;
  const scope = useMemo<PreferenceScope>(() => ({ language: attributes.lang, theme, siteOrigin }), [attributes.lang, theme, siteOrigin]);
  return (
    <PreferenceScopeContext value={scope}>
      <WidgetEventsContext value={events}>
        <div lang={attributes.lang} dir={attributes.lang === 'ar' ? 'rtl' : 'ltr'} className={`nasaq-widget ${theme}`} data-theme={theme}>
          <ErrorBoundary
            fallback={(_error, reset) => <Crashed reset={reset} />}
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
function whenNearScreen(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve();
    // One screen above the viewport and one below (a percentage of the viewport's own size).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '100%' },
    );
    observer.observe(element);
  });
}

/**
 * Mounts a widget in a shadow root: the API at the site's origin, the requests the loader
 * started taken over (its stylesheet, its first read), the first screen's texts and data on
 * their way, the fonts registered on the document once, then, with its stylesheet adopted by the
 * root (one constructed sheet per file, shared by every widget of that kind on the page) and
 * once the element is near the screen, its components rendering into an element of the root.
 * Rejects when the stylesheet cannot be loaded (the loader then shows its note).
 */
export async function mountWidget(root: ShadowRoot, widget: WidgetDefinition, options: WidgetMountOptions): Promise<WidgetHandle> {
  setApiBase(`${options.siteOrigin}/api`);
  adoptStartedRequests(options.started);
  widget.prepare?.(options.attributes, options.width);
  registerWidgetFonts();
  const sheet = await widgetStyleSheet(widget.css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  await whenNearScreen(root.host);
  // Building the stylesheet and the first render are each a task of their own: between them the
  // partner's page answers its visitor (Total Blocking Time counts each long task past 50 ms).
  await yieldToPage();
  const container = root.ownerDocument.createElement('div');
  root.append(container);
  const reactRoot = createRoot(container);
  const { Widget } = widget;
  const render = (attributes: WidgetAttributes) =>
    reactRoot.render(
      <Frame attributes={attributes} events={options.events} siteOrigin={options.siteOrigin} report={options.report}>
        <Widget attributes={attributes} width={options.width} />
      </Frame>,
    );
  render(options.attributes);
  return {
    update: render,
    unmount: () => {
      reactRoot.unmount();
      container.remove();
    },
  };
}

import { Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
// The other doors by their package names, never by a relative path: each door is one shared
// instance on the page. A relative import would give the widget its own copy of the API base and
// of the preference scope's context, which the shared hooks would then never see.
import { setApiBase } from '@site/shared/api';
import { PreferenceScopeContext, type PreferenceScope } from '@site/shared/react';
import { ErrorBoundary } from '@site/shared/ui';
import { WidgetEventsContext } from './events-context';
import { registerWidgetFonts } from './fonts';
import { usePrefersDark } from './prefers-dark';
import { widgetStyleSheet } from './stylesheet';
import type { WidgetAttributes, WidgetEvents, WidgetHandle, WidgetMountOptions } from '@site/shared/contract';

export interface WidgetProps {
  attributes: WidgetAttributes;
}

interface FrameProps {
  attributes: WidgetAttributes;
  events: WidgetEvents;
  siteOrigin: string;
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
 * instead of the page's signals, an in-memory location (the partner's history is never
 * written), and an error boundary, so an exception stays inside the widget.
 */
function Frame({ attributes, events, siteOrigin, children }: FrameProps) {
  const prefersDark = usePrefersDark();
  const theme = attributes.theme === 'auto' ? (prefersDark ? 'dark' : 'light') : attributes.theme;
  const scope = useMemo<PreferenceScope>(() => ({ language: attributes.lang, theme, siteOrigin }), [attributes.lang, theme, siteOrigin]);
  const location = useMemo(() => memoryLocation({ path: '/' }), []);
  return (
    <PreferenceScopeContext value={scope}>
      <WidgetEventsContext value={events}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <div lang={attributes.lang} dir={attributes.lang === 'ar' ? 'rtl' : 'ltr'} className={`nasaq-widget ${theme}`} data-theme={theme}>
            <ErrorBoundary fallback={(_error, reset) => <Crashed reset={reset} />} onError={(error) => console.error('[nasaq embed] the widget failed', error)}>
              <Suspense fallback={null}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </Router>
      </WidgetEventsContext>
    </PreferenceScopeContext>
  );
}

/** Fires `ready` once, after the first commit of what it wraps (a widget's settled content). */
export function ReadyWhenShown({ events }: { events: WidgetEvents | null }) {
  useEffect(() => events?.ready(), [events]);
  return null;
}

/**
 * Mounts a widget in a shadow root: its stylesheet adopted there (one constructed sheet per
 * kind, shared by every widget of that kind on the page), the fonts registered on the document
 * once, the API at the site's origin, and React rendering into an element of the root.
 */
export function mountWidget(root: ShadowRoot, css: string, Widget: ComponentType<WidgetProps>, options: WidgetMountOptions): WidgetHandle {
  setApiBase(`${options.siteOrigin}/api`);
  registerWidgetFonts();
  const sheet = widgetStyleSheet(css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  const container = root.ownerDocument.createElement('div');
  root.append(container);
  const reactRoot = createRoot(container, { identifierPrefix: `nasaq-${Math.random().toString(36).slice(2, 8)}-` });
  const render = (attributes: WidgetAttributes) =>
    reactRoot.render(
      <Frame attributes={attributes} events={options.events} siteOrigin={options.siteOrigin}>
        <Widget attributes={attributes} />
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

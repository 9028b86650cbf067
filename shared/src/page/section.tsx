import type { ComponentType } from 'react';
import { reactApp, type ContentProps, type Lifecycles } from '@site/shared/react';
import type { AppName } from '@site/shared/site';
import { ErrorBoundary, ErrorPage } from '@site/shared/ui';
import type { AppRoute } from './app-routes';
import { AppRoutes } from './AppRoutes';

/**
 * A content section (docs/architecture.md#the-layout-of-each-section): its app name and its
 * routes as data, and the root both halves render, its router inside the error fallback page
 * (docs/product.md#every-page). The browser's lifecycles (`sectionLifecycles`, its `./spa`) and
 * the server's (`contentServerApp` of '@site/shared/server', its `./ssr`) are made from it.
 */
export interface Section {
  name: AppName;
  routes: readonly AppRoute[];
  Root: ComponentType;
}

/** A section from its routes: what each section's `section.tsx` calls, once. */
export function defineSection(name: AppName, routes: readonly AppRoute[]): Section {
  function Root() {
    return (
      <ErrorBoundary fallback={(_error, reset) => <ErrorPage onRetry={reset} />} onError={(error) => console.error(`[${name}] render failed`, error)}>
        <AppRoutes routes={routes} />
      </ErrorBoundary>
    );
  }
  return { name, routes, Root };
}

/**
 * The section's single-spa lifecycles (its `./spa` exports them): it renders, or hydrates what
 * the server rendered, in the content slot root-config gives it.
 */
export function sectionLifecycles(section: Section): Lifecycles<ContentProps> {
  return reactApp<ContentProps>(section.name, section.Root, 'main', (props) => props.domElement);
}

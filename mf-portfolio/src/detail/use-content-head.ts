import { loadTexts } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/react';
import type { PortfolioProjectView } from '@site/shared/request';
import { useEffect, useRef } from 'react';
import { projectHead } from './detail-route';

/**
 * Keeps the document's title and description the project's once its data arrives in the
 * browser. The router sets a route's head when the route is shown (AppRoutes), which after a
 * client-side navigation is before the project is loaded; the project the screen had from the
 * start (the server's page, or the cache) is already in the head it set.
 */
export function useContentHead(project: PortfolioProjectView | null): void {
  const lang = useLanguage();
  const atMount = useRef(project);
  useEffect(() => {
    if (!project || project === atMount.current) return undefined;
    let current = true;
    loadTexts(lang, 'meta').then(
      ({ meta }) => {
        if (!current) return;
        const head = projectHead(project, meta);
        document.title = head.title;
        document.head.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
      },
      () => undefined, // The title stays as it was; nothing on the page depends on it.
    );
    return () => {
      current = false;
    };
    // `project` is parsed in the language it is shown in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [project]);
}

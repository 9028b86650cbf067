/**
 * The portfolio widget for partner pages (`<nasaq-portfolio>`): the entry of this section's
 * widget build (build/widget-build.ts), an ES module that `/embed.js` imports and mounts in the
 * element's shadow root.
 */
import { portfolioQueries, runQuery } from '@site/shared/request';
import type { WidgetModule } from '@site/shared/contract';
import { mountWidget } from '@site/shared/embed';
import { loadTexts } from '@site/shared/i18n';
import css from './widget.css?url';
import { PortfolioWidget, portfolioWidgetQuery, preloadFirstImage } from './PortfolioWidget';

export const mount: WidgetModule['mount'] = (root, options) =>
  mountWidget(
    root,
    {
      css,
      Widget: PortfolioWidget,
      // The texts and the designs at once (the widget finds them in flight), and the first
      // card's image as soon as the designs say which it is.
      prepare: ({ lang, limit }, width) => {
        void loadTexts(lang).catch(() => undefined);
        void portfolioQueries()
          .then((queries) => runQuery(portfolioWidgetQuery(queries, limit), lang))
          .then((designs) => preloadFirstImage(designs.items[0], width))
          // The widget reads it again and shows a failure.
          .catch(() => undefined);
      },
    },
    options,
  );

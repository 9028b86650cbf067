/**
 * The portfolio widget for partner pages (`<nasaq-portfolio>`): the entry of this section's
 * widget build (build/widget-build.ts), an ES module that `/embed.js` imports and mounts in the
 * element's shadow root.
 */
import { loadTexts, runQuery } from '@site/shared';
// The portfolio's endpoints with the widget, not as a chunk of their own: they are its first request.
import * as portfolioEndpoints from '@site/shared/api/portfolio';
import { mountWidget, type WidgetModule } from '@site/shared/embed';
import css from './widget.css?url';
import { PortfolioWidget, portfolioWidgetQuery } from './PortfolioWidget';

export const mount: WidgetModule['mount'] = (root, options) =>
  mountWidget(
    root,
    {
      css,
      Widget: PortfolioWidget,
      // The texts and the designs at once: the widget finds them in flight.
      prepare: ({ lang, limit }) => {
        void loadTexts(lang).catch(() => undefined);
        // The widget reads it again and shows a failure.
        void runQuery(portfolioWidgetQuery(portfolioEndpoints, limit), lang).catch(() => undefined);
      },
    },
    options,
  );

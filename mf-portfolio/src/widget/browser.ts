/**
 * The portfolio widget for partner pages (`<nasaq-portfolio>`): the entry of this section's
 * widget build (build/widget-build.ts), an ES module that `/embed.js` imports and mounts in the
 * element's shadow root.
 */
import { loadTexts, portfolioApi, runQuery } from '@site/shared';
import { mountWidget, type WidgetModule } from '@site/shared/embed';
import css from './widget.css?url';
import { PortfolioWidget, portfolioWidgetQuery } from './PortfolioWidget';

export const mount: WidgetModule['mount'] = (root, options) =>
  mountWidget(
    root,
    {
      css,
      Widget: PortfolioWidget,
      // The texts, the endpoints and the designs at once: the widget finds them in flight.
      prepare: ({ lang, limit }) => {
        void loadTexts(lang).catch(() => undefined);
        void portfolioApi()
          .then((api) => runQuery(portfolioWidgetQuery(api, limit), lang))
          .catch(() => undefined); // The widget reads it again and shows the failure.
      },
    },
    options,
  );

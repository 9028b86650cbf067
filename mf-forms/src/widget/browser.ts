/**
 * The consultation widget for partner pages (`<nasaq-consultation>`): the entry of this
 * section's widget build (build/widget-build.ts), an ES module that `/embed.js` imports and
 * mounts in the element's shadow root.
 */
import type { WidgetModule } from '@site/shared/contract';
import { mountWidget } from '@site/shared/embed';
import { loadTexts } from '@site/shared/i18n';
import css from './widget.css?url';
import { ConsultationWidget } from './ConsultationWidget';

export const mount: WidgetModule['mount'] = (root, options) =>
  mountWidget(
    root,
    {
      css,
      Widget: ConsultationWidget,
      // Both packs of texts at once (the form asks for its own after the core ones). A partner's
      // values in advance are shown as written and checked once the widget is ready (./ConsultationWidget.tsx).
      prepare: ({ lang }) => {
        void loadTexts(lang).catch(() => undefined);
        void loadTexts(lang, 'forms').catch(() => undefined);
      },
    },
    options,
  );

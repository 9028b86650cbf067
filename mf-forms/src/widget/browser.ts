/**
 * The consultation widget for partner pages (`<nasaq-consultation>`): the entry of this
 * section's widget build (build/widget-build.ts), an ES module that `/embed.js` imports and
 * mounts in the element's shadow root.
 */
import type { WidgetModule } from '@site/shared/contract';
import { mountWidget } from '@site/shared/embed';
import { submissionCalls } from '@site/shared/request';
import { loadTexts } from '@site/shared/i18n';
import css from './widget.css?url';
import { ConsultationWidget } from './ConsultationWidget';

export const mount: WidgetModule['mount'] = (root, options) =>
  mountWidget(
    root,
    {
      css,
      Widget: ConsultationWidget,
      // Both packs of texts at once (the form asks for its own after the core ones), and the
      // form's rules when the partner filled fields in advance (they are checked before it shows).
      prepare: ({ lang, prefill }) => {
        void loadTexts(lang).catch(() => undefined);
        void loadTexts(lang, 'forms').catch(() => undefined);
        if (Object.keys(prefill).length > 0) {
          void import('./prefill').catch(() => undefined);
          void submissionCalls().catch(() => undefined);
        }
      },
    },
    options,
  );

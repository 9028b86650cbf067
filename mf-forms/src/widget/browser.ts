/**
 * `mf_forms/widget`: the consultation widget for partner pages (`<nasaq-consultation>`, see
 * root-config/src/embed), mounted by the embed runtime in the element's shadow root with its
 * stylesheet as text for that root.
 */
import { mountWidget } from '@site/shared/embed';
import type { WidgetModule } from '@site/shared/contract';
import css from './widget.css?inline';
import { ConsultationWidget } from './ConsultationWidget';

export const mount: WidgetModule['mount'] = (root, options) => mountWidget(root, css, ConsultationWidget, options);

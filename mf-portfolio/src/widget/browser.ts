/**
 * `mf_portfolio/widget`: the portfolio widget for partner pages (`<nasaq-portfolio>`, see
 * root-config/src/embed). Mounted by the embed runtime in the element's shadow root, with its
 * stylesheet as text for that root.
 */
import { mountWidget } from '@site/shared/embed';
import type { WidgetModule } from '@site/shared/contract';
import css from './widget.css?inline';
import { PortfolioWidget } from './PortfolioWidget';

export const mount: WidgetModule['mount'] = (root, options) => mountWidget(root, css, PortfolioWidget, options);

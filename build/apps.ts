/**
 * The containers the build produces: the host and one remote per micro-frontend, each twice
 * (for the browser and for Node). Each remote's exposes live in its own `src/exposes.ts`; its
 * output folder is `dist/<dir>` (the Node container in `dist/<dir>/server`), served under
 * `/<dir>/` (the Node container is not served).
 */
import * as forms from '../mf-forms/src/exposes';
import * as pages from '../mf-pages/src/exposes';
import * as portfolio from '../mf-portfolio/src/exposes';
import * as shell from '../mf-shell/src/exposes';
import type { WidgetKind } from '../shared/src/contract/widget';

export interface RemoteApp {
  /** folder name, build name (`--config-name`) and URL prefix */
  dir: 'mf-shell' | 'mf-pages' | 'mf-portfolio' | 'mf-forms';
  /** federation container name, as in remotes.json */
  container: 'mf_shell' | 'mf_pages' | 'mf_portfolio' | 'mf_forms';
  exposes: Record<string, string>;
  /** what its server container (built for Node from the same source) exposes: `./ssr` and the blocks others render */
  serverExposes: Record<string, string>;
  /**
   * The widget of partner pages this section builds (build/widget-build.ts): its kind
   * (`<nasaq-portfolio>`) and its entry module, which exports `mount`.
   */
  widget?: { kind: WidgetKind; entry: string };
}

export const remoteApps: RemoteApp[] = [
  { dir: 'mf-shell', container: 'mf_shell', exposes: shell.exposes, serverExposes: shell.serverExposes },
  { dir: 'mf-pages', container: 'mf_pages', exposes: pages.exposes, serverExposes: pages.serverExposes },
  { dir: 'mf-portfolio', container: 'mf_portfolio', exposes: portfolio.exposes, serverExposes: portfolio.serverExposes, widget: portfolio.widget },
  { dir: 'mf-forms', container: 'mf_forms', exposes: forms.exposes, serverExposes: forms.serverExposes, widget: forms.widget },
];

/**
 * The containers the build produces: the host and one remote per micro-frontend. Each
 * remote's exposes live in its own `src/exposes.ts`; its output folder is `dist/<dir>`
 * and it is served under `/<dir>/`.
 */
import { exposes as formsExposes } from '../mf-forms/src/exposes';
import { exposes as pagesExposes } from '../mf-pages/src/exposes';
import { exposes as portfolioExposes } from '../mf-portfolio/src/exposes';
import { exposes as shellExposes } from '../mf-shell/src/exposes';

export interface RemoteApp {
  /** folder name, build name (`--config-name`) and URL prefix */
  dir: 'mf-shell' | 'mf-pages' | 'mf-portfolio' | 'mf-forms';
  /** federation container name, as in remotes.json */
  container: 'mf_shell' | 'mf_pages' | 'mf_portfolio' | 'mf_forms';
  exposes: Record<string, string>;
}

export const remoteApps: RemoteApp[] = [
  { dir: 'mf-shell', container: 'mf_shell', exposes: shellExposes },
  { dir: 'mf-pages', container: 'mf_pages', exposes: pagesExposes },
  { dir: 'mf-portfolio', container: 'mf_portfolio', exposes: portfolioExposes },
  { dir: 'mf-forms', container: 'mf_forms', exposes: formsExposes },
];

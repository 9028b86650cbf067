import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { EmbedRuntime, WidgetKind, WidgetModule } from '@site/shared/contract';
import { loadRemoteManifest } from '../federation/manifest';

/** The exposed module of each widget, in the containers the site itself uses. */
const WIDGET_MODULES: Record<WidgetKind, string> = {
  portfolio: 'mf_portfolio/widget',
  consultation: 'mf_forms/widget',
};

/**
 * The runtime the loader mounts widgets with. The site's `remotes.json` (fetched from the site,
 * with CORS) says where the containers are, so a section redeployed for the site is the one
 * partners get too; the API and every link go to the site's origin.
 */
export function createRuntime(site: URL): EmbedRuntime {
  const siteOrigin = site.href.replace(/\/+$/, '');
  let registered: Promise<void> | undefined;
  const register = () => {
    registered ??= loadRemoteManifest(new URL('remotes.json', site)).then(
      (remotes) => registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry }))),
      (error: unknown) => {
        registered = undefined;
        throw error;
      },
    );
    return registered;
  };
  return {
    async mount(kind, root, options) {
      await register();
      const widget = await loadRemote<WidgetModule>(WIDGET_MODULES[kind]);
      if (!widget) throw new Error(`${WIDGET_MODULES[kind]} could not be loaded`);
      return widget.mount(root, { ...options, siteOrigin });
    },
  };
}

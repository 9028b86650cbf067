import { ownerOf, remoteOfApp, type AppName } from '@site/shared/site';
import type { RemoteModuleId } from '@site/shared/blocks';
import type { RemoteName } from '@site/shared/contract';
import type { ServerApp, ServerRoute } from '@site/shared/page';
import type { RenderRun } from './render-run';

export interface PreparedRoutes {
  /** the app that owns the path, and its section */
  owner: AppName;
  contentRemote: RemoteName;
  /** each null when its section could not load or prepare: the browser renders its slots */
  shell: ServerRoute | null;
  content: ServerRoute | null;
}

export type LoadServerApp = (remote: RemoteName) => Promise<ServerApp>;

/**
 * Step 1: the shell's and the owner's server routes for the path, each loaded from its server
 * container (`ServerApp.load`: the route with everything it renders loaded, its chunk and its
 * endpoint groups) within the time limit. What a route reads and how it describes itself exist
 * only once it is loaded, so no later step can ask before.
 */
export async function prepareRoutes(run: RenderRun, serverApp: LoadServerApp): Promise<PreparedRoutes> {
  const owner = ownerOf(run.request.path);
  const contentRemote = remoteOfApp[owner];
  const prepare = async (remote: RemoteName): Promise<ServerRoute | null> => {
    try {
      const app = await run.deadline.race(serverApp(remote));
      return await run.deadline.race(app.load(run.request));
    } catch (error) {
      run.fail(`${remote} load`, `${remote} cannot render on the server; the browser renders it.`, error, remote);
      return null;
    }
  };
  const [shell, content] = await Promise.all([prepare('mf_shell'), prepare(contentRemote)]);
  return { owner, contentRemote, shell, content };
}

/** The federated blocks the two routes show (`mf_forms/newsletter`), in order. */
export function blocksOf(routes: PreparedRoutes): RemoteModuleId[] {
  return [...(routes.shell?.blocks ?? []), ...(routes.content?.blocks ?? [])];
}

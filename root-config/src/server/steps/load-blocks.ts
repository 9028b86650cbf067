import { forgetRemoteModule, remoteModule, type BlockModule, type RemoteModuleId, type RemoteModuleTable } from '@site/shared/blocks';
import type { RemoteName } from '@site/shared/contract';
import type { Query } from '@site/shared/request';
import type { RenderRun } from './render-run';

/** The section a block comes from (`mf_portfolio/teaser`: mf_portfolio). */
export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/**
 * Step 2: the federated blocks of the page, each loaded (so it renders with the page) and asked
 * what it reads, which the page reads with the routes' data. A block that cannot load is left to
 * the browser; one that failed on an earlier request is tried again (its log line is not repeated).
 * Blocks come from `table`: the containers of the set of section versions the page is rendered on.
 */
export async function loadBlocks(run: RenderRun, ids: readonly RemoteModuleId[], table: RemoteModuleTable): Promise<Query<unknown>[]> {
  const reads = await Promise.all(
    ids.map(async (id): Promise<readonly Query<unknown>[]> => {
      forgetRemoteModule(id, table);
      try {
        const block = await run.deadline.race(remoteModule<BlockModule>(id, table));
        return (await run.deadline.race(Promise.resolve(block.reads?.() ?? []))) ?? [];
      } catch (error) {
        run.fail(`${id} block`, `${id} cannot render on the server; the browser renders it.`, error, remoteOf(id));
        return [];
      }
    }),
  );
  return reads.flat();
}

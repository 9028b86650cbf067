import { forgetRemoteModule, remoteModule, type BlockModule, type RemoteModuleId } from '@site/shared/blocks';
import type { Query } from '@site/shared/request';
import type { RenderRun } from './render-run';

/**
 * Step 2: the federated blocks of the page, each loaded (so it renders with the page) and asked
 * what it reads, which the page reads with the routes' data. A block that cannot load is left to
 * the browser; one that failed on an earlier request is tried again (its log line is not repeated).
 */
export async function loadBlocks(run: RenderRun, ids: readonly RemoteModuleId[]): Promise<Query<unknown>[]> {
  const reads = await Promise.all(
    ids.map(async (id): Promise<readonly Query<unknown>[]> => {
      forgetRemoteModule(id);
      try {
        const block = await run.deadline.race(remoteModule<BlockModule>(id));
        return (await run.deadline.race(Promise.resolve(block.reads?.() ?? []))) ?? [];
      } catch (error) {
        run.fail(`${id} block`, `${id} cannot render on the server; the browser renders it.`, error);
        return [];
      }
    }),
  );
  return reads.flat();
}

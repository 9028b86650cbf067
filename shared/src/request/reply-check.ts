import type { z } from 'zod/mini';
import { InvalidResponseError } from './errors';

/**
 * The wire contract's schemas (zod) as the browser uses them: a chunk of their own, loaded
 * with the first reply that has to be checked, not with the page. A server-rendered page's
 * first screen needs none: the server checked the replies it rendered with (`readAll` in
 * root-config's render-page.tsx) before it put them into the page, and the page's own data is
 * as trusted as its HTML. zod and the schemas were about 10 KB gzip of every page's first load.
 */
export type WireContract = typeof import('@site/shared/contract');

/** A query's schema, picked from the contract once it is loaded: `(contract) => contract.servicesListResponseSchema`. */
export type SchemaPick<S extends z.ZodMiniType = z.ZodMiniType> = (contract: WireContract) => S;

let contract: WireContract | undefined;
let loading: Promise<WireContract> | undefined;

/** Loads the contract chunk once; a failed load is forgotten, so the next call tries again. */
export function loadContract(): Promise<WireContract> {
  loading ??= import(/* webpackChunkName: "contract" */ '@site/shared/contract').then(
    (module) => (contract = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Hands over the contract from a chunk that bundles it because it must work with no network
 * (the offline store's: its stored replies are checked when a screen reads them, offline).
 */
export function provideContract(module: WireContract): void {
  contract = module;
  loading = Promise.resolve(module);
}

/** The contract if it is loaded: a check that must not wait (a render peeking at the cache). */
export function contractIfLoaded(): WireContract | undefined {
  return contract;
}

/**
 * Reply bodies that passed their schema, or came checked from the server with the page: the
 * cache holds them, and a screen reads them without checking again (a WeakSet: nothing here
 * keeps a body alive). A body written unchecked (the offline download's) is checked on its
 * first read by a screen.
 */
const checked = new WeakSet<object>();

export function markChecked(body: unknown): void {
  if (typeof body === 'object' && body !== null) checked.add(body);
}

export function isChecked(body: unknown): boolean {
  return typeof body === 'object' && body !== null && checked.has(body);
}

/** `body` checked against `schema`: the checked copy (unknown keys dropped), or InvalidResponseError naming the first issue. */
export function checkWith<S extends z.ZodMiniType>(schema: S, body: unknown, url: string): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new InvalidResponseError(url, issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unexpected shape');
  }
  markChecked(result.data);
  return result.data;
}

/** `body` checked against the schema `pick` chooses from the loaded contract (see checkWith). */
export function checkReply(wire: WireContract, pick: SchemaPick, body: unknown, url: string): unknown {
  return checkWith(pick(wire), body, url);
}

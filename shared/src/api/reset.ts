import { clearResponseCache } from './cache';
import { clearSeededErrors } from './first-screen';
import { resetRequests } from './request';

/** Forgets every cached reply, seeded error, shared flight and per-URL turn (tests; the offline toggle may clear the cache alone). */
export function resetRequestClient(): void {
  resetRequests();
  clearResponseCache();
  clearSeededErrors();
}

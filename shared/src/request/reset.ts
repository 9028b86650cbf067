import { clearResponseCache } from './cache';
import { clearSeededErrors } from './first-screen';
import { resetRequests } from './request';
import { forgetStartedRequests } from './started-requests';

/** Forgets every cached reply, seeded error, shared flight, per-URL turn and request started for the client (tests; the offline toggle may clear the cache alone). */
export function resetRequestClient(): void {
  resetRequests();
  clearResponseCache();
  clearSeededErrors();
  forgetStartedRequests();
}

/** Every browser test file's Node `fetch` waits at most FETCH_LIMIT_MS for a reply (fetch-limit.ts). */
import { isLimited, limitedFetch } from './fetch-limit';

// The files of a worker share its globals (isolate: false): the first file's set-up wraps it.
if (!isLimited(globalThis.fetch)) globalThis.fetch = limitedFetch(globalThis.fetch);

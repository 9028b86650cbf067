/**
 * wouter imports `useSyncExternalStore` through the `use-sync-external-store` shim, for React
 * versions before 18. React 19 has it: the browser build points the shim here (rspack.config.ts),
 * which saves its copy on every page.
 */
export { useSyncExternalStore } from 'react';

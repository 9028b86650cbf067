/**
 * '@site/shared/blocks': parts of a page that come later. A section's component another section
 * renders (`RemoteBlock`, loaded through the host's loader: `setRemoteLoader`), a block of the
 * section's own in a chunk of its own (`lazyBlock`), and the boundary that hydrates either when it
 * comes near the viewport or is reached for (`DeferredBoundary`).
 */
export {
  forgetRemoteModule,
  remoteModule,
  remoteModuleTable,
  setRemoteLoader,
  withRemoteModules,
  type BlockModule,
  type RemoteModuleId,
  type RemoteModuleTable,
} from './remote-modules';
export { RemoteBlock } from './RemoteBlock';
export { lazyBlock, type LazyBlock } from './lazy-block';
export { DeferredBoundary } from './DeferredBoundary';
export { whenNearViewport } from './near-viewport';
export { holdEarlySubmits } from './held-submits';

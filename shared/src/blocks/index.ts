export { forgetRemoteModule, remoteModule, setRemoteLoader, type BlockModule, type RemoteModuleId } from './remote-modules';
export { RemoteBlock } from './RemoteBlock';
export { lazyBlock, type LazyBlock } from './lazy-block';
export { DeferredBoundary } from './DeferredBoundary';
export { whenNearViewport } from './near-viewport';
export { formIsLive, holdEarlySubmits, releaseHeldSubmits } from './held-submits';

export { forgetRemoteModule, remoteModule, setRemoteLoader, type RemoteModuleId } from './remote-modules';
export { RemoteBlock } from './RemoteBlock';
export { whenNearViewport } from './near-viewport';

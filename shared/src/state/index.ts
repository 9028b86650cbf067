export * from './keys';
export * from './storage';
export * from './language';
export * from './theme';
export * from './document-sync';
export * from './url-sync';
export { bootScript } from './boot-script';

export * from './keys';
export * from './storage';
export * from './language';
export * from './theme';
export * from './document-sync';
export * from './url-sync';
export * from './cookie-sync';
export { bootScript } from './boot-script';
export { FONT_FILES, FONTS_LATER_ATTRIBUTE, fontScript } from './font-script';

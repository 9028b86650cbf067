export { useSignalValue } from './use-signal';
export { useLanguage, useTheme, useDirection } from './use-preferences';
export { useScreenTexts, useT } from './use-t';
export { useLoad, type LoadState } from './use-load';
export { useSectionLoad, type SectionLoadState } from './use-section-load';

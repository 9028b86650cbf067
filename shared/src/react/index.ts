export { useSignalValue } from './use-signal';
export { useLanguage, useTheme, useDirection } from './use-preferences';
export { InDeferredBlock, useScreenTexts, useT, useTextPack, type ComponentTextPack } from './use-t';
export { useQuery, type QueryOptions, type QueryState } from './use-query';
export { idPrefix, reactApp, SERVER_RENDERED_ATTRIBUTE, type SlotName } from './react-app';
export { PreferenceScopeContext, usePreferenceScope, type PreferenceScope } from './preference-scope';
export { useOnline } from './use-online';
export { useAnsweredFromStore } from './use-answered-from-store';

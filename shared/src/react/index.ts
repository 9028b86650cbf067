/**
 * '@site/shared/react': React's side of the shared state. Hooks that read the signals, the texts
 * and the queries (`useLanguage`, `useT`, `useQuery`, ...), the app wrapper every section mounts
 * through (`reactApp`) and the preference scope a widget sets for its subtree. Its contexts are
 * why it is one copy on a page.
 */
export { useSignalValue } from './use-signal';
export { useDirection, useLanguage, useTheme } from './use-preferences';
export { InDeferredBlock, useScreenTexts, useT, useTextPack, type ComponentTextPack } from './use-t';
export { useQuery, type QueryOptions, type QueryState } from './use-query';
export { SERVER_RENDERED_ATTRIBUTE, idPrefix, reactApp, type ContentProps, type Lifecycles, type ShellProps, type SlotName } from './react-app';
export { PreferenceScopeContext, usePart, usePreferenceScope, type PreferenceScope, type WidgetPart } from './preference-scope';
export { useOnline } from './use-online';
export { useAnsweredFromStore } from './use-answered-from-store';

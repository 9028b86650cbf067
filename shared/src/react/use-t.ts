import { createContext, use, useContext } from 'react';
import { noteTextPackUsed } from '@site/shared/request';
import { type CoreTexts, type ScreenTexts, loadTexts, texts, textsIfLoaded, type TextPacks } from '@site/shared/i18n';
import { renderedLanguage } from '@site/shared/state';
import { usePreferenceScope } from './preference-scope';
import { useLanguage } from './use-preferences';
import { useSignalValue } from './use-signal';

/**
 * The core texts of the current language (the host loads them before any app mounts); components
 * read `t.header.home` etc. Hydration renders those of the server's HTML first (see useLanguage).
 */
export function useT(): CoreTexts {
  const scope = usePreferenceScope();
  // In a scope (an embedded widget) the page's language may have no texts loaded at all: the
  // scope's own are loaded (suspending once) and read without the page's signal.
  if (scope) return use(loadTexts(scope.language));
  const rendered = renderedLanguage();
  // The scope is a widget frame's, set at the root of its tree for the tree's whole life: a
  // component never moves between having one and not, so each render calls the same hooks.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useSignalValue(texts, rendered && textsIfLoaded(rendered));
}

/**
 * True inside a block below the fold (`DeferredBoundary`): its code loads when it comes near the
 * viewport, and the texts it asks for load with it, not before the page hydrates.
 */
export const InDeferredBlock = createContext(false);

/** The packs a component may ask for itself (`core` is `useT`'s, `meta` the head's). */
export type ComponentTextPack = 'screens' | 'forms' | 'legal' | 'embed';

/**
 * A pack of texts in the current language: `screens` (the screens after the first one),
 * `forms` (the three forms), `legal` (the two legal pages), `embed` (`/embed` and the widgets). The first component that
 * asks suspends until the pack is loaded (wrap screens in `<Suspense>`); every later one, and
 * every language switch (which loads the packs in use first), finds it ready.
 */
export function useTextPack<P extends ComponentTextPack>(pack: P): TextPacks[P] {
  // A server render notes it, so the browser loads this pack before it hydrates the page; not
  // for a block below the fold, which hydrates later anyway (and suspends for the pack then).
  if (!useContext(InDeferredBlock)) noteTextPackUsed(pack);
  return use(loadTexts(useLanguage(), pack));
}

/** The texts of the screens after the first one (`useTextPack('screens')`). */
export function useScreenTexts(): ScreenTexts {
  return useTextPack('screens');
}

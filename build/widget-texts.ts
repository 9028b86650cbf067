/**
 * The widgets' texts (docs/embedding.md#what-a-partner-page-loads): in a widget's build, the core
 * and forms packs of both languages hold only the groups and texts that widget shows, picked here
 * from the site's packs when the build is configured (the same texts: one source). A widget loads
 * its language's packs only, as the site does; the packs it shows whole on a screen opened later
 * (the screens' and the embed's, a design's view) stay as they are.
 *
 * Each widget lists what it shows beside its code (mf-portfolio/src/widget/texts.ts,
 * mf-forms/src/widget/texts.ts), and its component test renders it with exactly those texts
 * (`shippedTexts`), so a text a widget shows is never missing from its pack.
 */
import type { RuleSetRule } from '@rspack/core';
import path from 'node:path';
import { CONSULTATION_WIDGET_TEXTS } from '../mf-forms/src/widget/texts';
import { PORTFOLIO_WIDGET_TEXTS } from '../mf-portfolio/src/widget/texts';
import type { WidgetKind } from '../shared/src/contract/widget';
import { arCore } from '../shared/src/i18n/ar-core';
import { arForms } from '../shared/src/i18n/ar-forms';
import { enCore } from '../shared/src/i18n/en-core';
import { enForms } from '../shared/src/i18n/en-forms';
import { pickTexts } from '../shared/src/i18n/pick';

type PickedPack = 'core' | 'forms';

/** What each widget's code reads of a pack (every screen of it, its lazy parts too). */
const WIDGET_TEXTS: Record<WidgetKind, Partial<Record<PickedPack, readonly string[]>>> = {
  portfolio: PORTFOLIO_WIDGET_TEXTS,
  consultation: CONSULTATION_WIDGET_TEXTS,
};

/** The site's packs the picks are made from, by the module (and export) that holds each. */
const sources: Record<PickedPack, Record<'ar' | 'en', { file: string; exported: string; texts: object }>> = {
  core: { ar: { file: 'ar-core.ts', exported: 'arCore', texts: arCore }, en: { file: 'en-core.ts', exported: 'enCore', texts: enCore } },
  forms: { ar: { file: 'ar-forms.ts', exported: 'arForms', texts: arForms }, en: { file: 'en-forms.ts', exported: 'enForms', texts: enForms } },
};

/** The rules that give a widget's build its picked packs in place of the site's modules. */
export function widgetTextRules(root: string, kind: WidgetKind): RuleSetRule[] {
  return Object.entries(WIDGET_TEXTS[kind]).flatMap(([pack, paths]) =>
    Object.values(sources[pack as PickedPack]).map(({ file, exported, texts }) => ({
      test: path.join(root, 'shared', 'src', 'i18n', file),
      loader: path.join(root, 'build', 'generated-source-loader.cjs'),
      options: {
        sources: {
          '': `// The ${kind} widget's part of ${file} (build/widget-texts.ts): generated, not written.\nexport const ${exported} = ${JSON.stringify(pickTexts(texts, paths))};\n`,
        },
      },
    })),
  );
}

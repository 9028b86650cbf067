/**
 * Vitest setup of the unit project: both languages' texts, every pack, loaded before any test,
 * as the host does for the page's language before anything renders, so tests may set either
 * language. (The pack loading itself is tested in switch-language.test.ts, in isolation.)
 */
import { loadTexts } from '@site/shared/i18n';
import { textPackNames } from '@site/shared/contract';

await Promise.all((['ar', 'en'] as const).flatMap((lang) => textPackNames.map((pack) => loadTexts(lang, pack))));

/**
 * Vitest setup of the unit project: both languages' texts loaded before any test, as the host
 * does for the page's language before anything renders, so tests may set either language.
 */
import { loadTexts } from './dictionaries';

await Promise.all([loadTexts('ar'), loadTexts('en')]);

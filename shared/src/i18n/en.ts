import { enCore } from './en-core';
import { enScreens } from './en-screens';

/** All English texts (tests and tools; pages load the two halves separately, see dictionaries.ts). */
export const en = { ...enCore, ...enScreens } as const;

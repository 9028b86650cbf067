import { arCore } from './ar-core';
import { arScreens } from './ar-screens';
import type { Dictionary } from './dictionary';

/** All Arabic texts (tests and tools; pages load the two halves separately, see dictionaries.ts). */
export const ar: Dictionary = { ...arCore, ...arScreens };

import { arCore } from './ar-core';
import { arEmbed } from './ar-embed';
import { arForms } from './ar-forms';
import { arLegal } from './ar-legal';
import { arMeta } from './ar-meta';
import { arScreens } from './ar-screens';
import type { Dictionary } from './dictionary';

/** All Arabic texts (tests and tools; pages load the packs separately, see dictionaries.ts). */
export const ar: Dictionary = { ...arCore, ...arScreens, ...arForms, ...arLegal, ...arEmbed, ...arMeta };

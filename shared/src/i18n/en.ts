import { enCore } from './en-core';
import { enEmbed } from './en-embed';
import { enForms } from './en-forms';
import { enLegal } from './en-legal';
import { enMeta } from './en-meta';
import { enScreens } from './en-screens';

/** All English texts (tests and tools; pages load the packs separately, see dictionaries.ts). */
export const en = { ...enCore, ...enScreens, ...enForms, ...enLegal, ...enEmbed, ...enMeta } as const;

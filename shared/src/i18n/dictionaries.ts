import type { Language } from '../contract/envelope';
import { ar } from './ar';
import type { Dictionary } from './dictionary';
import { en } from './en';

export const dictionaries: Readonly<Record<Language, Dictionary>> = { ar, en };

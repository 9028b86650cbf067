export type { Dictionary } from './dictionary';
export { dictionaries } from './dictionaries';

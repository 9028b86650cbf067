import type { PluginCreator } from 'postcss';

/** The responsive layers, in cascade order after `utilities`. */
export declare const LAYERS: readonly string[];
/** The layer a media rule of the utilities layer moves to, by its query. */
export declare function layerFor(params: string): string;
declare const utilitiesByBreakpoint: PluginCreator<void>;
export default utilitiesByBreakpoint;

import type { PluginCreator } from 'postcss';

/** Pixels in a `rem` of the site's own pages. */
export declare const REM_PX: number;
/** `rem` lengths of a value or a query in the site's pixels. */
export declare function remToPixels(text: string): string;
/** Font family names of a value as our own families. */
export declare function ownFonts(value: string): string;
declare const shadowRootCss: PluginCreator<void>;
export default shadowRootCss;

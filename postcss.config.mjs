import tailwind from '@tailwindcss/postcss';
import utilitiesByBreakpoint from './build/utilities-by-breakpoint.mjs';

// Tailwind CSS 4 through PostCSS: every app's stylesheet goes through this. Then each app's
// responsive utilities move into layers ordered by breakpoint (see the plugin: why).
export default { plugins: [tailwind(), utilitiesByBreakpoint()] };

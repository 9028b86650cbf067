// Tailwind CSS 4 through PostCSS: every app's stylesheet goes through this.
export default { plugins: { '@tailwindcss/postcss': {} } };

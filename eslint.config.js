// @ts-check
/**
 * The linter (`npm run lint`, run by CI): typescript-eslint's type-checked recommended rules over
 * every package, React's rules of hooks over the code that renders, and nothing about layout
 * (Prettier owns that: `npm run format`). A rule switched off for one line says why beside it.
 * See docs/testing.md#lint-and-format.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tmp/**', 'data/**', 'bench/results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `import('./x').Y` types stay allowed: they name a lazily loaded module's type beside the
      // `import()` that loads it, without a static edge to that module.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // Passing on a rejection we caught (`unknown`) as it came is right; inventing one is not.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // An `async` function that awaits nothing still says "this returns a promise" at its
      // signature (Fastify handlers, the request client's loaders); the rule would make each one
      // spell `Promise.resolve`, which says less.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The code that renders: React's rules of hooks. (Tests' fixtures named `use…`, e2e's
    // `useSiteAndBrowser`, are vitest set-up helpers, not hooks.)
    files: ['{shared,root-config,mf-shell,mf-pages,mf-portfolio,mf-forms}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests: vitest's asymmetric matchers (`expect.any(Number)`) are typed `any` by vitest itself,
    // and Fastify's `inject().json()` returns `any` (the API tests parse with the contract where the
    // shape is the point). Everything else stays on.
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', '**/*.replicas.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
  // Plain JavaScript files (configs) are outside every tsconfig: no type information for them.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
);

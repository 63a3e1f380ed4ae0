import tseslint from 'typescript-eslint';
import appBoundaries from './eslint/app-boundaries.js';

export default tseslint.config(
  { ignores: ['build/', 'build-*/', 'dist/', 'node_modules/', '.react-router/', 'data/', 'tmp/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Pages never reach server code (at any depth: the pattern counts no `../`), and members-only
    // topic titles never reach a browser bundle. Features do not import each other
    // (docs/decisions/0018-app-feature-folders.md).
    files: ['app/**/*.{ts,tsx}'],
    plugins: { app: appBoundaries },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?:\\.\\./)+server(?:/|$)|^~/(?:\\.\\./)+server(?:/|$)', allowTypeImports: true, message: 'app/ may import server/ types only.' },
            { group: ['**/content/topics'], message: 'Topic titles are members-only: load them from /api/topics.' },
          ],
        },
      ],
      'app/feature-boundaries': 'error',
    },
  },
);

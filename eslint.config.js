import tseslint from 'typescript-eslint';

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
    // Pages never reach server code, and members-only topic titles never reach a browser bundle.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../server/**', '../../server/**', '../../../server/**', '~/../server/**'], allowTypeImports: true, message: 'app/ may import server/ types only.' },
            { group: ['**/content/topics'], message: 'Topic titles are members-only: load them from /api/topics.' },
          ],
        },
      ],
    },
  },
);

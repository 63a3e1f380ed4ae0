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
    // topic titles never reach a browser bundle. The API contracts (zod schemas) are read for their
    // types only; a page names a call through common/api/routes.ts and its part for the public pages,
    // common/api/public-routes.ts (docs/decisions/0021-api-contract.md).
    // Features do not import each other (docs/decisions/0018-app-feature-folders.md).
    files: ['app/**/*.{ts,tsx}'],
    plugins: { app: appBoundaries },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?:\\.\\./)+server(?:/|$)|^~/(?:\\.\\./)+server(?:/|$)', allowTypeImports: true, message: 'app/ may import server/ types only.' },
            { group: ['**/content/topics'], message: 'Topic titles are members-only: load them from /api/topics.' },
            {
              regex: '(?:^|/)common/api/(?!(?:public-|insight-)?routes$)[\\w-]+$',
              allowTypeImports: true,
              message: 'app/ imports the API contracts for their types only (zod stays out of the pages); names and addresses are in common/api/routes.ts.',
            },
          ],
        },
      ],
      'app/feature-boundaries': 'error',
    },
  },
  // The server's layers (server/README.md, "What may import what"). Each block lists what its
  // folder may not reach, at any depth; the server never imports the pages at all.
  ...serverLayer('server/db/repositories/**/*.ts', [
    { regex: '^(?:\\.\\./){2,}', message: 'A repository imports only db/schema.ts and db/database.ts.' },
    { regex: '^\\.\\./(?:seed|migrations)(?:/|$)', message: 'A repository imports only db/schema.ts and db/database.ts.' },
  ]),
  ...serverLayer('server/services/**/*.ts', [
    { regex: '^(?:\\.\\./)+(?:routes|pages)(?:/|$)', message: 'services/ may not import routes/ or pages/.' },
    { regex: '^(?:\\.\\./)+http/(?!errors$)', message: 'services/ may import only http/errors.ts of http/.' },
  ]),
  ...serverLayer('server/http/**/*.ts', [{ regex: '^(?:\\.\\./)+(?:routes|pages)(?:/|$)', message: 'http/ may not import routes/ or pages/.' }]),
  ...serverLayer('server/pages/**/*.ts', [{ regex: '^(?:\\.\\./)+routes(?:/|$)', message: 'pages/ may not import routes/.' }]),
  ...serverLayer('server/routes/**/*.ts', [{ regex: '^(?:\\.\\./)+pages(?:/|$)', message: 'routes/ may not import pages/.' }]),
);

/** The import restrictions of one server folder, plus the one every server file has: no app/ code. */
function serverLayer(files, patterns) {
  return [
    {
      files: [files],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...patterns.map((p) => ({ ...p, allowTypeImports: false })),
              { regex: '^(?:\\.\\./)+app(?:/|$)', allowTypeImports: true, message: 'server/ may not import app/ code.' },
            ],
          },
        ],
      },
    },
  ];
}

import tseslint from 'typescript-eslint';
import appBoundaries from './eslint/app-boundaries.js';

/** The suffixes of a module's server-only files (docs/decisions/0033-domain-modules.md). */
const SERVER_SUFFIXES = '{server,service,repository,table}';

/** A module's zod contracts, which browser code reads for their types only (zod stays out of the pages). */
const SCHEMAS_FILE = {
  regex: '\\.schemas$',
  allowTypeImports: true,
  message: 'Browser code imports a module\'s contracts (*.schemas.ts) for their types only; zod stays out of the pages.',
};

/** A module's server-only file, which browser code may name for its types only. */
const SERVER_ONLY_FILE = {
  regex: '\\.(?:server|service|repository|table)$',
  allowTypeImports: true,
  message: 'Browser code may not import a server-only file (*.server.ts, *.service.ts, *.repository.ts, *.table.ts).',
};

/**
 * A module's entry points for the code outside it: index.ts (its screens for the admin shell),
 * index.public.ts (what the public pages load, kept apart from the admin's screens),
 * index.server.ts (what other domains read), calls.server.ts (its handlers, for the server's
 * mounting), page.server.ts (what its page loaders and page form actions call), its *.calls.ts, *.schemas.ts and *.words.ts (the tables of calls and contracts, and the
 * page-safe words), its *.table.ts (gathered by server/db/schema.ts), each file of its pages/ (a
 * public page's component, `<name>-page.tsx`, and the pieces public routes show, for the thin route
 * files in app/routes/: one entry each, so a page loads only its own; the one way to a public page)
 * and its style sheets.
 */
const MODULE_ENTRY = {
  regex: '(?:^|/)modules/[\\w-]+/(?!(?:index|index\\.public|index\\.server|calls\\.server|page\\.server|pages/[\\w-]+|[\\w-]+\\.(?:calls|schemas|words|table))$|[\\w/-]+\\.css$)',
  message: 'Outside a module, import it through its entry points: index.ts, index.public.ts, index.server.ts, calls.server.ts, page.server.ts, pages/*, *.calls.ts, *.schemas.ts, *.words.ts or *.table.ts.',
};

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
            SERVER_ONLY_FILE,
            SCHEMAS_FILE,
            MODULE_ENTRY,
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
  // A module reaches another only through its entry points, however the path is written.
  { files: ['modules/**/*.{ts,tsx}'], plugins: { app: appBoundaries }, rules: { 'app/module-entries': 'error' } },
  // Domain modules (docs/decisions/0033-domain-modules.md): layers by file suffix. A module's
  // browser-side files (screens, words, calls, schemas) reach no server code; a repository reaches
  // only its tables and the database.
  {
    files: ['modules/**/*.{ts,tsx}'],
    ignores: [`modules/**/*.${SERVER_SUFFIXES}.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?:\\.\\./)+server(?:/|$)', allowTypeImports: true, message: 'A module\'s browser-side files may import server/ types only.' },
            SERVER_ONLY_FILE,
            SCHEMAS_FILE,
            { regex: '(?:^|/)common/api/(?!(?:public-|insight-)?routes$|calls$|contract$)[\\w-]+$', allowTypeImports: true, message: 'The API contracts are read for their types only in browser code.' },
          ],
        },
      ],
    },
  },
  ...serverLayer(`modules/**/*.${SERVER_SUFFIXES}.ts`, []),
  ...serverLayer('modules/**/*.repository.ts', [
    {
      regex: '(?<!/index)\\.(?:server|service)$|(?:^|/)server/(?!db/(?:database|schema)$)',
      message: 'A repository imports only its module\'s tables, words and repositories, another module\'s index.server.ts, and server/db/database.ts and schema.ts.',
    },
  ]),
  // Other server code reaches a module only through its entry points (serverLayer adds that rule).
  ...serverLayer('server/**/*.ts', []),
  // The server's layers (server/README.md, "What may import what"). Each block lists what its
  // folder may not reach, at any depth; the server never imports the pages at all.
  ...serverLayer('server/db/repositories/**/*.ts', [
    { regex: '^(?!(?:\\.\\./)+modules/[\\w-]+/index\\.server$)(?:\\.\\./){2,}', message: 'A repository imports only db/schema.ts and db/database.ts (and a module\'s index.server.ts).' },
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

/**
 * The import restrictions of one server folder, plus the ones every server file has: no app/ code,
 * and a module only through its entry points.
 */
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
              MODULE_ENTRY,
              { regex: '^(?:\\.\\./)+app(?:/|$)', allowTypeImports: true, message: 'server/ may not import app/ code.' },
            ],
          },
        ],
      },
    },
  ];
}

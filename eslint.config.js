// Lint rules, including the dependency direction of rule 1 in
// docs/requirements/platform.md#plat-rules-layers, enforced on import specifiers:
//   packages/shared ← apps/server, packages/shared ← apps/web, the apps never import each other;
//   in the web app: shared folders (components, lib, config, styles) → features → app, and
//   features do not import each other; its test helpers (apps/web/test, `~test/`) serve only the
//   *.test.ts(x) files. Web code reaches other folders only through the `~/` and `~test/` aliases
//   (at most one `../`), so the rules below see every cross-folder import.
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = 'apps/web/src';
const features = fs.readdirSync(`${webSrc}/features`).filter((name) => !name.startsWith('.'));

/** no-restricted-imports with regex patterns (ESLint 9); a third element adds options. */
function restrict(...patterns) {
  return [
    'error',
    { patterns: patterns.map(([regex, message, options]) => ({ regex, message, ...options })) },
  ];
}

const sharedBase = [
  ['^node:', 'packages/shared is runtime-neutral: no Node built-ins'],
  [
    '^(react|react-dom|drizzle-orm|fastify|@fastify/)',
    'packages/shared is zod and plain TypeScript only',
  ],
  ['^@psikorehber/(server|web)', 'shared must not depend on an app'],
  ['^(\\.\\./){3,}', 'shared must not reach outside its package'],
];

const serverSrc = 'apps/server/src';
const serverModules = fs
  .readdirSync(`${serverSrc}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverBase = [
  ['^@psikorehber/web', 'the server must not import the web app'],
  ['apps/web|(\\.\\./){3,}web/', 'the server must not import the web app'],
];
const noTestCode = ['(^|/)test/', 'production code must not import test code (apps/server/test/)'];
const noModuleImport = [
  '(^|/)modules(/|$)',
  'http/, lib/, db/ and providers/ must not import a module',
];
/** From inside module `name`: '../other/file' reaches past the other module's public file. */
const crossModuleImport = (name) => [
  `^\\.\\./(?!${name}/)[a-z-]+/`,
  "import another module through its public file ('../billing', not '../billing/payments')",
];

/**
 * The server's import rules for the files under `glob`: `all` for every file, `production` only for
 * files that are not tests; production files also may not import test code. (A later block
 * replaces an earlier one's patterns, so each block lists every pattern that applies.)
 */
function serverLayer(glob, { all = [], production = [] } = {}) {
  const tests = glob.endsWith('/*.ts') ? [glob.replace(/\*\.ts$/, '*.test.ts')] : [];
  return [
    {
      files: [glob],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': restrict(...serverBase, ...all, ...production, noTestCode),
      },
    },
    ...tests.map((testGlob) => ({
      files: [testGlob],
      rules: { 'no-restricted-imports': restrict(...serverBase, ...all) },
    })),
  ];
}

/** Query building (drizzle operators, tables) belongs in a module's repository.ts. */
const queriesInRepository = [
  ['^drizzle-orm', "build queries in the module's repository.ts", { allowTypeImports: true }],
  ['(^|/)db/schema$', "query tables in the module's repository.ts", { allowTypeImports: true }],
];

/** Modules see the AI engine only through its seam; the app composes the engine (create-engine). */
const aiEngineSeam = [
  'providers/ai/(?!engine$)',
  'a module uses the AI engine through providers/ai/engine only',
];

const noDeepRelative = [
  '^(\\.\\./){2,}',
  'use the ~/ alias for imports outside this folder (keeps dependency rules checkable)',
];
const webBase = [
  ['^@psikorehber/server', 'the web app must not import the server'],
  noDeepRelative,
];
const noWebTestCode = [
  '^~test(/|$)',
  'only *.test.ts(x) files may import the test helpers (apps/web/test, ~test/)',
];

/**
 * The web app's import rules for the files under `glob` (without its extension): production files
 * also may not import the test helpers; the tests may. (A later block replaces an earlier one's
 * patterns, so each block lists every pattern that applies.)
 */
function webLayer(glob, ...patterns) {
  return [
    {
      files: [`${glob}.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: { 'no-restricted-imports': restrict(...webBase, ...patterns, noWebTestCode) },
    },
    {
      files: [`${glob}.test.{ts,tsx}`],
      rules: { 'no-restricted-imports': restrict(...webBase, ...patterns) },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(...sharedBase) },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(...sharedBase, [
        '(^|/)test/',
        'production code must not import test code (packages/shared/test/)',
      ]),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': restrict(...serverBase),
    },
  },
  // Server layers: plumbing (http/, lib/, db/, providers/) lies below the modules and never reaches
  // up into one; a module reaches another only through that module's public file (its index.ts);
  // production code never imports test code (apps/server/test/). Test files may use test code.
  ...serverLayer(`${serverSrc}/**/*.ts`),
  ...serverLayer(`${serverSrc}/{http,lib,db,providers}/**/*.ts`, { all: [noModuleImport] }),
  // One shape per module: routes.ts (HTTP) → service files (rules, transactions) → repository.ts
  // (queries). Only a repository builds queries; the others may name row types.
  ...serverModules.flatMap((name) => {
    const all = [crossModuleImport(name), aiEngineSeam];
    return [
      ...serverLayer(`${serverSrc}/modules/${name}/**/*.ts`, {
        all,
        production: queriesInRepository,
      }),
      ...serverLayer(`${serverSrc}/modules/${name}/**/repository.ts`, { all }),
    ];
  }),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': restrict(...webBase),
    },
  },
  // The production tree (apps/web/src) keeps test code out: only its *.test.ts(x) files may import
  // the helpers of apps/web/test.
  ...webLayer(`${webSrc}/**/*`),
  ...webLayer(`${webSrc}/{components,lib,config,styles}/**/*`, [
    '^~/(features|app)/',
    'shared web folders must not depend on features or the app shell',
  ]),
  ...features.flatMap((name) =>
    webLayer(
      `${webSrc}/features/${name}/**/*`,
      [
        `^~/features/(?!${name}/)`,
        'features must not import each other; move shared code to lib/ or packages/shared',
      ],
      ['^~/app/', 'features must not depend on the app shell'],
    ),
  ),
);

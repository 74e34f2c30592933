// Lint rules, including the dependency direction of STYLE rule 1, enforced on import specifiers:
//   packages/shared ← apps/server, packages/shared ← apps/web, the apps never import each other;
//   in the web app: shared folders (components, lib, config, styles, testing) → features → app,
//   and features do not import each other. Web code reaches other folders only through the `~/`
//   alias (at most one `../`), so the rules below see every cross-folder import.
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = 'apps/web/src';
const features = fs.readdirSync(`${webSrc}/features`).filter((name) => !name.startsWith('.'));

/** no-restricted-imports with regex patterns (ESLint 9). */
function restrict(...patterns) {
  return ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }];
}

const noDeepRelative = [
  '^(\\.\\./){2,}',
  'use the ~/ alias for imports outside this folder (keeps dependency rules checkable)',
];

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
    rules: {
      'no-restricted-imports': restrict(
        ['^node:', 'packages/shared is runtime-neutral: no Node built-ins'],
        [
          '^(react|react-dom|drizzle-orm|fastify|@fastify/)',
          'packages/shared is zod and plain TypeScript only',
        ],
        ['^@psikorehber/(server|web)', 'shared must not depend on an app'],
        ['^(\\.\\./){3,}', 'shared must not reach outside its package'],
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': restrict(
        ['^@psikorehber/web', 'the server must not import the web app'],
        ['apps/web|(\\.\\./){3,}web/', 'the server must not import the web app'],
      ),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': restrict(
        ['^@psikorehber/server', 'the web app must not import the server'],
        noDeepRelative,
      ),
    },
  },
  {
    files: ['components', 'lib', 'config', 'styles'].map((dir) => `${webSrc}/${dir}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': restrict(
        ['^~/(features|app)/', 'shared web folders must not depend on features or the app shell'],
        noDeepRelative,
      ),
    },
  },
  ...features.map((name) => ({
    files: [`${webSrc}/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        [
          `^~/features/(?!${name}/)`,
          'features must not import each other; move shared code to lib/ or packages/shared',
        ],
        ['^~/app/', 'features must not depend on the app shell'],
        noDeepRelative,
      ),
    },
  })),
);

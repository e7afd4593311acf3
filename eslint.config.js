import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One zone per feature folder, read from the tree so a new feature is covered without editing this.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Parse the imported .ts/.tsx files as TypeScript, so the rules that follow imports
      // (no-cycle above all) see them: without this they were skipped and no-cycle never fired.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'tsconfig.test.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The web app never imports the API; the domain package imports neither.
            {
              target: './apps/web',
              from: './apps/api',
              message: 'apps/web talks to the API over HTTP only.',
            },
            {
              target: './packages/domain',
              from: './apps',
              message: 'packages/domain is shared: it imports no app.',
            },
            // API: routes speak HTTP and call services; only services touch the tables.
            {
              target: './apps/api/src/routes',
              from: ['./apps/api/src/db/schema.ts', './apps/api/src/db/schema'],
              message: 'A route does not read the tables: call a service (apps/api/src/routes/README.md).',
            },
            // Web: shared → features → app, one way.
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'A feature does not import another feature; combine them in a route.',
            })),
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/hooks',
                './apps/web/src/config',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // API: only the access floor writes who may see what (decision 059). A predicate on the actor
    // (`eq(table.userId, actor.id)`, or `${actor.id}` inside an SQL fragment) anywhere else is a
    // scope written by hand: name it in services/access/ and call it.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/services/access/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name=/^(eq|ne|inArray|notInArray|isDistinctFrom)$/] > MemberExpression[object.name='actor']",
          message:
            'A predicate on the actor is a scope: write it in services/access/ (the access floor) and call it.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'] MemberExpression[object.name='actor']",
          message:
            'A predicate on the actor is a scope: write it in services/access/ (the access floor) and call it.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The API tests read replies with light-my-request's `res.json()`, typed `any` by design, and
    // check their shape with `expect` (about 1,000 uses): the no-unsafe-* rules would ask for a type
    // at each. Everything else in the tests, and the rules everywhere else, stay on.
    files: ['apps/api/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noModuleCycle from './eslint-rules/no-module-cycle.js';

const dirs = (path) =>
  readdirSync(new globalThis.URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const SERVER_MODULES = 'apps/server/src/modules';
const WEB_FEATURES = 'apps/web/src/features';

/**
 * A folder (server module, web feature) reaches into another only through its `index.ts`
 * (docs/decisions/004-table-ownership.md). One zone per pair of folders.
 */
const onlyThroughIndex = (root, names, message) =>
  names.flatMap((target) =>
    names
      .filter((from) => from !== target)
      .map((from) => ({
        target: `${root}/${target}`,
        from: `${root}/${from}`,
        except: ['./index.ts'],
        message,
      })),
  );

const serverModules = dirs(`./${SERVER_MODULES}`);
const webFeatures = dirs(`./${WEB_FEATURES}`);

/** Which way imports flow: core ← server/web; modules through each other's index.ts; routes on top. */
const boundaryZones = [
  {
    target: 'packages/core',
    from: 'apps',
    message: 'packages/core is shared by the server and the web: it imports nothing from apps.',
  },
  {
    target: `${SERVER_MODULES}/*/!(routes).ts`,
    from: `${SERVER_MODULES}/*/routes.ts`,
    message: 'routes → service → db: only the module list (modules/index.ts) imports a routes file.',
  },
  ...onlyThroughIndex(
    SERVER_MODULES,
    serverModules,
    'Another module is reached through its index.ts (its public service), never its files.',
  ),
  ...onlyThroughIndex(
    WEB_FEATURES,
    webFeatures,
    'A feature uses another feature only through its index.ts; shared pieces belong in components/, lib/ or api/.',
  ),
];

/** The database layer and the infrastructure below the modules (tests there may sign in through auth). */
const infrastructureZones = [
  {
    target: [
      'apps/server/src/db/schema.ts',
      'apps/server/src/db/client.ts',
      'apps/server/src/db/factories.ts',
      'apps/server/src/adapters',
      'apps/server/src/http',
      'apps/server/src/lib',
      'apps/server/src/workflows',
    ],
    from: SERVER_MODULES,
    message: 'The database layer and the infrastructure below the modules never import a module.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-test/**',
      '**/dist-bench/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', performance: 'readonly', setTimeout: 'readonly' },
    },
  },

  // Architecture (docs/decisions/004-table-ownership.md): no import cycles, and imports flow one way.
  {
    files: ['apps/server/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'packages/core/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files are read for their imports (the TypeScript ones too), parsed as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/core/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...infrastructureZones] }],
    },
  },
  {
    // import-x/no-cycle sees a loop of files; this one a loop of module folders (issue 31).
    files: [`${SERVER_MODULES}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    plugins: { lfm: { rules: { 'no-module-cycle': noModuleCycle } } },
    rules: { 'lfm/no-module-cycle': ['error', { root: SERVER_MODULES }] },
  },
  {
    files: ['apps/server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },

  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

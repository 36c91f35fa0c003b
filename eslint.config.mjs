import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import fileNames from './tools/eslint/file-names.mjs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import oneWayFolders from './tools/eslint/one-way-folders.mjs';

// Who may import whom. Each project says what it is (type:) and whom it serves (scope:); a lib that belongs to one
// service also names it (service:). The rule reads tags per project, not per file, so test files get a block of their
// own below: the same rules plus the test kit, which production code may never import.
const TEST_FILES = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.integration-spec.ts', '**/test/**/*.ts'];

/**
 * The test kit starts services and messaging the way the product does, so it imports them, and their own tests use the
 * kit: a cycle through test code only, which the lint rule cannot tell apart from one in production code.
 */
const TEST_KIT_CYCLES = ['messaging', 'service-kit'].map((lib) => ['testing', lib]);

const moduleBoundaries = ({ testCode }) => {
  const test = testCode ? ['type:test'] : [];
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      allow: [],
      ignoredCircularDependencies: TEST_KIT_CYCLES,
      depConstraints: [
        { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', ...test] },
        { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', ...test] },
        { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts', ...test] },
        { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:test'] },
        { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:test'] },
        { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared'] },
        { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared', 'scope:backend'] },
        { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:shared', 'scope:backend', 'scope:service'] },
        { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:shared', 'scope:backend'] },
        { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
        { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['*'] },
        // catalogue-search queries catalogue's own tables: no other service may reach it, directly or through a lib.
        { sourceTag: '/^service:(?!catalogue$)/', notDependOnLibsWithTags: ['service:catalogue'] },
      ],
    },
  ];
};

const here = (...segments) => path.join(import.meta.dirname, ...segments);
const foldersOf = (dir) =>
  readdirSync(here(dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Where each folder's arrows may point, inside a project; across projects the tags above say it. */
const LAYERS = [
  // tools/, bench/ and infra/ use the libraries and start the apps; none of them is imported back.
  {
    target: 'libs',
    from: ['apps', 'tools', 'bench', 'infra'],
    message: 'A library imports no app and nothing of tools/, bench/ or infra/: they import it.',
  },
  { target: 'apps', from: ['tools', 'bench', 'infra'], message: 'An app imports nothing of tools/, bench/ or infra/.' },
  // The web: app/ composes routes and pages from modules/, which build on lib/; lib/ knows no screen.
  {
    target: 'apps/web/src/lib',
    from: ['apps/web/src/modules', 'apps/web/src/app'],
    message: 'lib/ is the mechanics every module uses: it imports no module and nothing of app/.',
  },
  {
    target: 'apps/web/src/modules',
    from: 'apps/web/src/app',
    message: 'app/ composes the modules: a module imports nothing of it.',
  },
  // A page is a route's screen: another module uses the module's parts, and app/ puts pages together.
  ...foldersOf('apps/web/src/modules').map((module) => ({
    target: `apps/web/src/modules/${module}`,
    from: here('apps/web/src/modules/*/components/*Page.tsx'),
    except: [here('apps/web/src/modules', module, '**')],
    message: "A module imports no other module's page: it imports its parts, or app/ composes the two.",
  })),
  // The gateway: graphql/ sets up the server with the feature folders, which share common/.
  {
    target: 'apps/gateway/src/common',
    from: 'apps/gateway/src',
    except: ['./common'],
    message: 'common/ is what every folder of the gateway shares: it imports none of them.',
  },
  {
    target: foldersOf('apps/gateway/src')
      .filter((folder) => folder !== 'graphql')
      .map((folder) => `apps/gateway/src/${folder}`),
    from: 'apps/gateway/src/graphql',
    message: 'graphql/ sets the server up with the feature folders: none of them imports it back (common/ holds what they share).',
  },
];

/** The roots whose folders side by side import each other one way only: each app's src/, and the web's modules/. */
const FOLDER_ROOTS = [
  ...foldersOf('apps')
    .map((app) => here('apps', app, 'src'))
    .filter((src) => existsSync(src)),
  here('apps/web/src/modules'),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '**/*.js', '**/*.mjs', '**/*.cjs', 'tmp/**', 'apps/web/src/graphql-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { '@nx': nx, 'import-x': importX, local: { rules: { 'one-way-folders': oneWayFolders } } },
    settings: {
      // The cycle rule reads the files an import leads to: TypeScript ones, through the same parser.
      'import-x/extensions': ['.ts', '.tsx', '.mts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: here('tsconfig.base.json') })],
      // Prisma's generated clients are large and import each other; no cycle of ours can run through them.
      'import-x/ignore': ['/generated/', 'node_modules'],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@nx/enforce-module-boundaries': moduleBoundaries({ testCode: false }),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYERS }],
      'local/one-way-folders': ['error', { roots: FOLDER_ROOTS }],
    },
  },
  {
    files: [...TEST_FILES, '**/e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries({ testCode: true }) },
  },
  // Toasts through lib/browser/avvisi.ts, which loads sonner with the first one (docs/conventions.md, texts apart from schemas).
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/lib/browser/avvisi.ts', 'apps/web/src/modules/ui/components/Avvisi.tsx', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', message: 'Toasts go through lib/browser/avvisi.ts, which loads sonner with the first one.' }] },
      ],
    },
  },
  // File names: docs/conventions.md#naming.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    plugins: { naming: { rules: { 'file-names': fileNames } } },
    rules: { 'naming/file-names': 'error' },
  },
);

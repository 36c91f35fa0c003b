import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import fileNames from './tools/eslint/file-names.mjs';

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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '**/*.js', '**/*.mjs', '**/*.cjs', 'tmp/**', 'apps/web/src/graphql-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@nx/enforce-module-boundaries': moduleBoundaries({ testCode: false }),
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
  // File names: docs/conventions.md#naming.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    plugins: { naming: { rules: { 'file-names': fileNames } } },
    rules: { 'naming/file-names': 'error' },
  },
);

// One transformer for every project: swc keeps decorator metadata, which Nest's DI needs.
const { pathsToModuleNameMapper } = require('./tools/jest-paths');

/**
 * `tests: 'unit'` (jest.config.js, the cached `test` target) runs `*.spec.ts(x)`, which need nothing running;
 * `tests: 'integration'` (jest.integration.config.js, the uncached `test-integration` target) runs
 * `*.integration-spec.ts`, which need PostgreSQL, Redis and NATS.
 * @param {string} projectRoot @param {{ jsdom?: boolean, tests?: 'unit' | 'integration' }} [opts]
 */
module.exports = function preset(projectRoot, opts = {}) {
  return {
    rootDir: projectRoot,
    testEnvironment: opts.jsdom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      ...pathsToModuleNameMapper(),
    },
    // An integration test's hooks start real processes and copy databases: on a loaded 2-core machine (the CI, two
    // lanes at once) that takes far longer than Jest's 5 s default, and a slow start must not fail every test of a
    // file. Files that need longer still say so; nothing here measures time (docs/development.md#tests).
    ...(opts.tests === 'integration' ? { testTimeout: 60_000, globalSetup: require.resolve('./tools/jest-integration-setup.js') } : {}),
    testMatch: opts.tests === 'integration' ? ['<rootDir>/**/*.integration-spec.ts'] : ['<rootDir>/**/*.spec.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
    // Prisma's WebAssembly schema engine (used by the migration runner) ships ESM in a CommonJS package.
    transformIgnorePatterns: ['/node_modules/(?!@prisma/schema-engine-wasm/)'],
  };
};

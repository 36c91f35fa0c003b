// One transformer for every project: swc keeps decorator metadata, which Nest's DI needs.
const { pathsToModuleNameMapper } = require('./tools/jest-paths');

/** @param {string} projectRoot @param {{ jsdom?: boolean }} [opts] */
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
    testMatch: ['<rootDir>/**/*.spec.ts?(x)', '<rootDir>/**/*.integration-spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
    // Prisma's WebAssembly schema engine (used by the migration runner) ships ESM in a CommonJS package.
    transformIgnorePatterns: ['/node_modules/(?!@prisma/schema-engine-wasm/)'],
  };
};

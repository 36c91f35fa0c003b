// Jest's global setup for integration tests (jest.preset.js): a directory of this run's own under tmp/, where the
// processes the tests start find their apps compiled (libs/backend/testing/src/built-apps.ts), removed when Jest exits.
// Under the repository, so that the compiled apps require their npm packages from its node_modules.
const { mkdirSync, mkdtempSync, rmSync } = require('node:fs');
const path = require('node:path');

module.exports = function integrationSetup() {
  const parent = path.join(__dirname, '..', 'tmp');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'test-apps-'));
  process.env.RICAMBIAMO_TEST_APPS_DIR = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
};

// Jest's global setup for integration tests (jest.preset.js): a directory of this run's own under tmp/, where the
// processes the tests start find their apps compiled (libs/backend/testing/src/built-apps.ts), removed when Jest exits.
// Under the repository, so that the compiled apps require their npm packages from its node_modules. A run killed
// outright cannot remove its own: the next run removes those whose Jest is gone (the name holds its pid).
const { mkdirSync, mkdtempSync, readdirSync, rmSync } = require('node:fs');
const path = require('node:path');

const PREFIX = 'test-apps-';

function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

module.exports = function integrationSetup() {
  const parent = path.join(__dirname, '..', 'tmp');
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent)) {
    const pid = Number(name.startsWith(PREFIX) && name.slice(PREFIX.length).split('-')[0]);
    if (pid > 0 && !running(pid)) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const dir = mkdtempSync(path.join(parent, `${PREFIX}${process.pid}-`));
  process.env.RICAMBIAMO_TEST_APPS_DIR = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
};

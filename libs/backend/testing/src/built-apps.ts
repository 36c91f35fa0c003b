import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '../../../..');
/** Set by Jest's global setup for integration tests (tools/jest-integration-setup.js): this run's directory. */
const BUILT_APPS_DIR_ENV = 'RICAMBIAMO_TEST_APPS_DIR';
const COMPLETE = '.complete';

let building: Promise<string> | undefined;

/**
 * The directory holding every backend app's entry point compiled as production runs it (tools/build-apps.mjs), built
 * once per Jest run on first use, each at the path it has in the repository (`dist/apps/<app>/main.js`: an app knows
 * itself by it, and traces as itself). Loaded through the TypeScript compiler, a gateway stack's dozen processes took
 * about 5 s longer to be ready (docs/development.md#tests). The files of a run share the directory (Jest runs them one
 * after another in one process); another run, such as the other lane of `npm test`, builds its own, so an edit is
 * never tested against an older build.
 */
export function builtApps(): Promise<string> {
  const dir = process.env[BUILT_APPS_DIR_ENV];
  if (!dir) return Promise.reject(new Error(`${BUILT_APPS_DIR_ENV} is not set: run integration tests through jest.preset.js`));
  building ??= (async () => {
    if (existsSync(join(dir, COMPLETE))) return dir;
    await promisify(execFile)(process.execPath, [join(ROOT, 'tools/build-apps.mjs'), '--out', join(dir, 'dist/apps')], { cwd: ROOT });
    await writeFile(join(dir, COMPLETE), '');
    return dir;
  })();
  return building;
}

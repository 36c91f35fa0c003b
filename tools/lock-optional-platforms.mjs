// The registry this project installs from does not serve other platforms' optional binaries (@swc/core-darwin-*,
// @tailwindcss/oxide-win32-*, ...), so npm leaves them out of package-lock.json and `npm ci` then calls the lock out of
// sync. This records each missing one as an optional placeholder: `npm ci` tries it, is refused, and skips it, as it
// would skip any optional package of another platform. Run it after `npm install <pkg>` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

/** Where Node would find `name` from the package at `path`: its own node_modules, then each ancestor's. */
function isResolvable(path, name) {
  for (let dir = path; ; ) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent >= 0 ? dir.slice(0, parent) : '';
  }
}

const added = [];
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (isResolvable(path, name)) continue;
    packages[`node_modules/${name}`] = { version: range.replace(/^[\^~=]/, ''), optional: true };
    added.push(name);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Aggiunti al lock come opzionali: ${added.join(', ')}` : 'Il lock è già completo.');

// Maps the tsconfig path aliases so jest resolves @ricambiamo/* exactly as tsc does.
const path = require('node:path');
const { compilerOptions } = require('../tsconfig.base.json');

exports.pathsToModuleNameMapper = () =>
  Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
      `^${alias.replace('/', '\\/')}$`,
      path.join(__dirname, '..', target),
    ]),
  );

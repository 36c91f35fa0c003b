// Prisma's schema engine ships as an ES module; jest has to transform it like our own sources.
module.exports = {
  displayName: 'database',
  ...require('../../../jest.preset')(__dirname),
  transformIgnorePatterns: ['/node_modules/(?!@prisma/schema-engine-wasm/)'],
};

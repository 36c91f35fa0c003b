// Integration tests migrate through Prisma's schema engine, an ES module jest has to transform.
module.exports = {
  displayName: 'identity',
  ...require('../../jest.preset')(__dirname),
  transformIgnorePatterns: ['/node_modules/(?!@prisma/schema-engine-wasm/)'],
};

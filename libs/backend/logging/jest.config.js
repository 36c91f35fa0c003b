module.exports = { displayName: 'logging', ...require('../../../jest.preset')(__dirname) };

module.exports = { displayName: 'storage', ...require('../../../jest.preset')(__dirname) };

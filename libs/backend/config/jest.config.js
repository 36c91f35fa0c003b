module.exports = { displayName: 'config', ...require('../../../jest.preset')(__dirname) };

module.exports = { displayName: 'gateway', ...require('../../jest.preset')(__dirname) };

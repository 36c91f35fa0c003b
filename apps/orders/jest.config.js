module.exports = { displayName: 'orders', ...require('../../jest.preset')(__dirname) };

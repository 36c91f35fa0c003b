module.exports = { displayName: 'demand', ...require('../../jest.preset')(__dirname) };

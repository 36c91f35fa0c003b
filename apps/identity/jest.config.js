module.exports = { displayName: 'identity', ...require('../../jest.preset')(__dirname) };

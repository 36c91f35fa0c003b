module.exports = { displayName: 'tokens', ...require('../../jest.preset')(__dirname) };

module.exports = { displayName: 'conversations', ...require('../../jest.preset')(__dirname) };

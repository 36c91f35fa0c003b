module.exports = { displayName: 'catalogue', ...require('../../jest.preset')(__dirname) };

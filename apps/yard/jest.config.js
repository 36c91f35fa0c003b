module.exports = { displayName: 'yard', ...require('../../jest.preset')(__dirname) };

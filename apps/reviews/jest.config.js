module.exports = { displayName: 'reviews', ...require('../../jest.preset')(__dirname) };

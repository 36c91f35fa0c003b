module.exports = { displayName: 'catalogue-search', ...require('../../../jest.preset')(__dirname) };

module.exports = { displayName: 'database', ...require('../../../jest.preset')(__dirname) };

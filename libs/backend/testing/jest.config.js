module.exports = { displayName: 'testing', ...require('../../../jest.preset')(__dirname) };

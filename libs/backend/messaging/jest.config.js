module.exports = { displayName: 'messaging', ...require('../../../jest.preset')(__dirname) };

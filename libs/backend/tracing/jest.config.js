module.exports = { displayName: 'tracing', ...require('../../../jest.preset')(__dirname) };

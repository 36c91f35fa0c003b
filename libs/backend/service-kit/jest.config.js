module.exports = { displayName: 'service-kit', ...require('../../../jest.preset')(__dirname) };

module.exports = { displayName: 'infra', ...require('../jest.preset')(__dirname) };

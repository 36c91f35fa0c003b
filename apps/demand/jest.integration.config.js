module.exports = { displayName: 'demand:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

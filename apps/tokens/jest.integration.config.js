module.exports = { displayName: 'tokens:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

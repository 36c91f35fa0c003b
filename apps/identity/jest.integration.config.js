module.exports = { displayName: 'identity:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

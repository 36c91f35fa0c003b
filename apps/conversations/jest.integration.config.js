module.exports = { displayName: 'conversations:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

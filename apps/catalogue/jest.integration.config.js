module.exports = { displayName: 'catalogue:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

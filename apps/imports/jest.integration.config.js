module.exports = { displayName: 'imports:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

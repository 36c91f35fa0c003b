module.exports = { displayName: 'database:integration', ...require('../../../jest.preset')(__dirname, { tests: 'integration' }) };

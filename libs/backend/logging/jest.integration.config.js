module.exports = { displayName: 'logging:integration', ...require('../../../jest.preset')(__dirname, { tests: 'integration' }) };

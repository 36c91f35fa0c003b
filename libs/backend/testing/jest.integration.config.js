module.exports = { displayName: 'testing:integration', ...require('../../../jest.preset')(__dirname, { tests: 'integration' }) };

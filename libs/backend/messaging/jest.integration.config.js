module.exports = { displayName: 'messaging:integration', ...require('../../../jest.preset')(__dirname, { tests: 'integration' }) };

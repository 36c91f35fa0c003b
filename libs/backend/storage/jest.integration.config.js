module.exports = { displayName: 'storage:integration', ...require('../../../jest.preset')(__dirname, { tests: 'integration' }) };

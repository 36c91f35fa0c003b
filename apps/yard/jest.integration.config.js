module.exports = { displayName: 'yard:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

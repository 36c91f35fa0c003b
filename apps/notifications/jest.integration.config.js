module.exports = { displayName: 'notifications:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

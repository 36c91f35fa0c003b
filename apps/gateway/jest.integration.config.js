module.exports = { displayName: 'gateway:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

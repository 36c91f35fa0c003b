module.exports = { displayName: 'service-kit:integration', ...require('../../../jest.preset')(__dirname, { tests: 'integration' }) };

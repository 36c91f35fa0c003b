module.exports = { displayName: 'orders:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

module.exports = { displayName: 'reviews:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

module.exports = { displayName: 'moderation:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

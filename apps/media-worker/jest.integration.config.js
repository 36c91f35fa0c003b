module.exports = { displayName: 'media-worker:integration', ...require('../../jest.preset')(__dirname, { tests: 'integration' }) };

module.exports = { displayName: 'moderation', ...require('../../jest.preset')(__dirname) };

module.exports = { displayName: 'media-worker', ...require('../../jest.preset')(__dirname) };

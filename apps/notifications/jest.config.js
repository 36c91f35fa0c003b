module.exports = { displayName: 'notifications', ...require('../../jest.preset')(__dirname) };

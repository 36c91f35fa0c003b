module.exports = { displayName: 'imports', ...require('../../jest.preset')(__dirname) };

module.exports = { displayName: 'importazione', ...require('../../../jest.preset')(__dirname) };

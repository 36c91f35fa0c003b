module.exports = { displayName: 'image-pipeline', ...require('../../../jest.preset')(__dirname) };

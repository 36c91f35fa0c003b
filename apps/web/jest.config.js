module.exports = {
  displayName: 'web',
  ...require('../../jest.preset')(__dirname, { jsdom: true }),
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};

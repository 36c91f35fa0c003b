module.exports = {
  displayName: 'web',
  ...require('../../jest.preset')(__dirname, { jsdom: true }),
  testEnvironment: '<rootDir>/jest.environment.js',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};

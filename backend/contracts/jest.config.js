const preset = require('../../jest.preset');
module.exports = {
  ...preset,
  displayName: 'contracts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

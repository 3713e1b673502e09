const preset = require('../../jest.preset');
module.exports = {
  ...preset,
  displayName: 'workspace-checks',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};

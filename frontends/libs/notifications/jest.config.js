const path = require('node:path');
const preset = require('../../../jest.preset');

module.exports = {
  ...preset,
  displayName: 'notifications',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [path.join(__dirname, '../testing/src/setup-tests.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
};

// Unit tier of the api project: *.spec.ts(x) beside the code, no database or Redis.
const preset = require('../../jest.preset');

module.exports = {
  ...preset,
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
};

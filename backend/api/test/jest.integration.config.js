// Integration tier of the api project: real PostgreSQL and Redis from DATABASE_URL / REDIS_URL.
// Suites share one database, so they run one at a time.
const path = require('node:path');
const preset = require('../../../jest.preset');

module.exports = {
  ...preset,
  displayName: 'api-integration',
  rootDir: path.resolve(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  maxWorkers: 1,
  testTimeout: 30_000,
};

// API end-to-end tier: the Nest app booted on a free port and called over real HTTP.
// Suites share one database, so they run one at a time.
const path = require('node:path');
const preset = require('../../../jest.preset');

module.exports = {
  ...preset,
  displayName: 'api-e2e',
  rootDir: path.resolve(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  maxWorkers: 1,
  testTimeout: 30_000,
};

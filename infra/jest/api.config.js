// API end-to-end tier: the booted application over HTTP against real PostgreSQL and Redis
// (DATABASE_URL / REDIS_URL, a database whose name contains "test"). One worker: suites share the
// database, which the global setup resets and migrates once.
//   node --experimental-vm-modules node_modules/jest/bin/jest.js -c infra/jest/api.config.js
const path = require('node:path');
const preset = require('../../jest.preset.js');

const rootDir = path.resolve(__dirname, '../..');

module.exports = {
  ...preset,
  displayName: 'api',
  rootDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/backend/api/test/e2e/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/backend/api/test/setup/global-setup.ts',
  maxWorkers: 1,
  testTimeout: 30000,
};

// Integration tier: real PostgreSQL and Redis from DATABASE_URL / REDIS_URL (set by
// infra/scripts/test.mjs; the database name must contain "test"). One worker: suites share the
// database. The global setup resets that database and applies the migrations once.
//   node --experimental-vm-modules node_modules/jest/bin/jest.js -c infra/jest/integration.config.js
const path = require('node:path');
const preset = require('../../jest.preset.js');

const rootDir = path.resolve(__dirname, '../..');

module.exports = {
  ...preset,
  displayName: 'integration',
  rootDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/backend/api/test/integration/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/backend/api/test/setup/global-setup.ts',
  maxWorkers: 1,
  testTimeout: 30000,
  // Known problem, left open: after the store-outage suite restarts Redis under load, closing the
  // API's BullMQ queues can hang (its afterAll gives up after 20 s and says so), which keeps the
  // process alive. Exit once every suite has finished rather than hang the tier.
  forceExit: true,
};

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
  // Suites that restart Redis under the app close its queues forcibly (QUEUE_CLOSE_TIMEOUT_MS), and a
  // BullMQ worker closed that way leaves a timer behind (a real process exits after its shutdown).
  // Exit once every suite has finished rather than wait for it.
  forceExit: true,
};

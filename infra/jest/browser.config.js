// Browser tier: Playwright (playwright-core) driving Chromium against a running server.
// Needs BASE_URL (the server) and CHROME_PATH or /usr/bin/chromium; infra/scripts/test.mjs
// provides both (`npm test -- --tier browser`).
//   BASE_URL=http://localhost:3000 node --experimental-vm-modules node_modules/jest/bin/jest.js -c infra/jest/browser.config.js
const path = require('node:path');
const preset = require('../../jest.preset.js');

const rootDir = path.resolve(__dirname, '../..');

module.exports = {
  ...preset,
  displayName: 'browser',
  rootDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/frontends/e2e/src/**/*.e2e.ts'],
  maxWorkers: 1,
  // A cold browser start plus a first page load of every remote can take a while on a busy CI box.
  testTimeout: 90000,
  slowTestThreshold: 30,
};

// Unit tier: *.spec.ts(x) beside the code. No database, Redis or network.
//   node --experimental-vm-modules node_modules/jest/bin/jest.js -c infra/jest/unit.config.js
const path = require('node:path');
const preset = require('../../jest.preset.js');

const rootDir = path.resolve(__dirname, '../..');

module.exports = {
  rootDir,
  projects: [
    {
      ...preset,
      displayName: 'backend',
      rootDir,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/backend/**/src/**/*.spec.{ts,tsx}'],
    },
    {
      ...preset,
      displayName: 'frontends',
      rootDir,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontends/**/src/**/*.spec.{ts,tsx}'],
      testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '<rootDir>/frontends/e2e/'],
      // The shared frontend test setup (jest-dom matchers, jsdom gaps) from libs/testing.
      setupFilesAfterEnv: ['<rootDir>/frontends/libs/testing/src/setup-tests.ts'],
    },
    {
      // Workspace checks (e.g. module boundaries) that guard the repository itself.
      ...preset,
      displayName: 'workspace',
      rootDir,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/infra/**/src/**/*.spec.ts'],
    },
  ],
};

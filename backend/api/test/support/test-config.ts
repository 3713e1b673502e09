import { type AppConfig, loadConfig } from '../../src/config/app-config';

/**
 * Config for test suites, from DATABASE_URL and REDIS_URL. Suites drop and recreate the schema, so
 * the database name must contain "test": a wrong URL can never wipe real data.
 */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} must be set for the integration and API tests (a PostgreSQL database whose name contains "test", and a Redis)`,
    );
  }
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The tests are the app's proxy: HttpSession sends each simulated browser's address as X-Forwarded-For.
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    ...overrides,
  });
  if (!config.databaseName.includes('test')) {
    throw new Error(`Refusing to run against database "${config.databaseName}": its name must contain "test"`);
  }
  return config;
}

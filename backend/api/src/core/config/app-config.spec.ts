import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const repoRoot = '/srv/nestwork';
const valid = {
  DATABASE_URL: 'postgres://app:secret@db.internal:5432/marketplace',
  REDIS_URL: 'redis://cache.internal:6379/0',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env, repoRoot);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(valid, repoRoot);
    expect(config).toEqual({
      nodeEnv: 'development',
      databaseUrl: valid.DATABASE_URL,
      databaseName: 'marketplace',
      redisUrl: valid.REDIS_URL,
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      staticRoot: path.join(repoRoot, 'dist/frontends'),
      supportEmail: 'support@nestwork.example',
      supportPhone: '+1 (555) 010-2007',
    });
  });

  it('reads every setting when given', () => {
    const config = loadConfig(
      {
        ...valid,
        PORT: '8080',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://nestwork.example/',
        STATIC_ROOT: '/var/www/frontends',
        SUPPORT_EMAIL: 'help@nestwork.example',
        SUPPORT_PHONE: '+1 (555) 000-1111',
      },
      repoRoot,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'production',
      logLevel: 'warn',
      publicUrl: 'https://nestwork.example',
      staticRoot: '/var/www/frontends',
      supportEmail: 'help@nestwork.example',
      supportPhone: '+1 (555) 000-1111',
    });
  });

  it('derives PUBLIC_URL from PORT and resolves a relative STATIC_ROOT against the repository root', () => {
    const config = loadConfig({ ...valid, PORT: '4100', STATIC_ROOT: 'build/web' }, repoRoot);
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.staticRoot).toBe(path.join(repoRoot, 'build/web'));
  });

  it('names each missing required setting', () => {
    const problems = problemsOf({});
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^DATABASE_URL is required/);
    expect(problems[1]).toMatch(/^REDIS_URL is required/);
  });

  it('treats blank values as missing', () => {
    expect(problemsOf({ ...valid, DATABASE_URL: '   ' })).toEqual([expect.stringMatching(/^DATABASE_URL is required/)]);
  });

  it.each([
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'postgres://localhost:5432/'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['SUPPORT_EMAIL', 'not-an-email'],
    ['SUPPORT_PHONE', 'call us'],
  ])('rejects a bad %s (%s) with a message naming it', (name, value) => {
    const problems = problemsOf({ ...valid, [name]: value });
    expect(problems).toEqual([expect.stringContaining(name)]);
  });

  it('lists every problem in the error message', () => {
    expect(() => loadConfig({ PORT: 'x' }, repoRoot)).toThrow(/DATABASE_URL[\s\S]*REDIS_URL[\s\S]*PORT/);
  });
});

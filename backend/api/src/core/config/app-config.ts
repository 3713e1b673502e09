import { existsSync } from 'node:fs';
import path from 'node:path';
import { isEmail } from '@marketplace/contracts';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Every setting the processes read, validated once at boot. Nothing else reads process.env. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  databaseUrl: string;
  /** Database name taken from DATABASE_URL (used by the test guard and log lines). */
  databaseName: string;
  redisUrl: string;
  port: number;
  host: string;
  logLevel: LogLevel;
  publicUrl: string;
  /** Absolute path of the built frontends (shell/, seeker/, employer/, admin/). */
  staticRoot: string;
  supportEmail: string;
  supportPhone: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const CONFIG_DEFAULTS = {
  port: 3000,
  host: '0.0.0.0',
  nodeEnv: 'development' as NodeEnv,
  logLevel: 'info' as LogLevel,
  staticRoot: 'dist/frontends',
  supportEmail: 'support@nestwork.example',
  supportPhone: '+1 (555) 010-2007',
};

/** The repository root: the nearest folder above `from` holding nx.json, else the working directory. */
export function findRepoRoot(from: string = __dirname): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'nx.json')) && existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Reads and validates the settings. Collects every problem, each naming its variable, so one
 * failed boot tells the operator everything that needs fixing.
 */
export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const problems: string[] = [];

  const nodeEnvRaw = read(env, 'NODE_ENV') ?? CONFIG_DEFAULTS.nodeEnv;
  if (!(NODE_ENVS as readonly string[]).includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvRaw}")`);
  }

  const databaseUrl = read(env, 'DATABASE_URL');
  let databaseName = '';
  if (!databaseUrl) {
    problems.push('DATABASE_URL is required (postgres://user:password@host:5432/database)');
  } else {
    const url = parseUrl(databaseUrl);
    if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    } else {
      databaseName = decodeURIComponent(url.pathname.replace(/^\//, ''));
      if (!databaseName) problems.push('DATABASE_URL must name a database (postgres://host:5432/<database>)');
    }
  }

  const redisUrl = read(env, 'REDIS_URL');
  if (!redisUrl) {
    problems.push('REDIS_URL is required (redis://host:6379/0)');
  } else {
    const url = parseUrl(redisUrl);
    if (!url || !['redis:', 'rediss:'].includes(url.protocol)) problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }

  const portRaw = read(env, 'PORT');
  const port = portRaw === undefined ? CONFIG_DEFAULTS.port : Number(portRaw);
  const portValid = (portRaw === undefined || /^\d+$/.test(portRaw)) && Number.isInteger(port) && port <= 65535;
  if (!portValid) problems.push(`PORT must be an integer from 0 to 65535 (got "${portRaw}")`);

  const host = read(env, 'HOST') ?? CONFIG_DEFAULTS.host;

  const logLevelRaw = read(env, 'LOG_LEVEL') ?? CONFIG_DEFAULTS.logLevel;
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);
  }

  const publicUrl = (read(env, 'PUBLIC_URL') ?? `http://localhost:${portValid ? port : CONFIG_DEFAULTS.port}`).replace(/\/+$/, '');
  const parsedPublicUrl = parseUrl(publicUrl);
  if (!parsedPublicUrl || !['http:', 'https:'].includes(parsedPublicUrl.protocol)) {
    problems.push(`PUBLIC_URL must be an http:// or https:// URL (got "${publicUrl}")`);
  }

  const staticRoot = path.resolve(repoRoot, read(env, 'STATIC_ROOT') ?? CONFIG_DEFAULTS.staticRoot);

  const supportEmail = read(env, 'SUPPORT_EMAIL') ?? CONFIG_DEFAULTS.supportEmail;
  if (!isEmail(supportEmail)) problems.push(`SUPPORT_EMAIL must be an e-mail address (got "${supportEmail}")`);

  const supportPhone = read(env, 'SUPPORT_PHONE') ?? CONFIG_DEFAULTS.supportPhone;
  if (!/\d/.test(supportPhone)) problems.push(`SUPPORT_PHONE must be a phone number (got "${supportPhone}")`);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv: nodeEnvRaw as NodeEnv,
    databaseUrl: databaseUrl!,
    databaseName,
    redisUrl: redisUrl!,
    port,
    host,
    logLevel: logLevelRaw as LogLevel,
    publicUrl,
    staticRoot,
    supportEmail,
    supportPhone,
  };
}

/** Entry points call this first: a bad setting stops the process with a message naming it. */
export function loadConfigOrExit(env: Env = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

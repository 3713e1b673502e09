import path from 'node:path';

// The stack's scripts are CommonJS outside the TypeScript projects: loaded with require.
interface StorageModule {
  startStorage(options: {
    dataRoot: string;
    repoRoot: string;
    secretKey: string;
    log: (line: string) => void;
  }): Promise<{ port: number }>;
  storageEnv(options: { port: number; secretKey: string; bucket: string }): Record<string, string>;
}

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/**
 * For a tier run by hand (jest with only DATABASE_URL and REDIS_URL set): starts, or shares, the
 * project's local S3 server, as `npm test` does, and sets S3_* for the suites. Each database gets a
 * bucket of its own, so runs against different test databases never see each other's files.
 */
export async function ensureLocalStorage(databaseUrl: string): Promise<void> {
  if (process.env.S3_ENDPOINT) return;
  const { startStorage, storageEnv } = require(path.join(REPO_ROOT, 'infra/stack/storage.cjs')) as StorageModule;
  const { loadSecrets } = require(path.join(REPO_ROOT, 'infra/stack/state.cjs')) as {
    loadSecrets(dataRoot: string): { storageSecretKey: string };
  };
  const dataRoot = path.join(REPO_ROOT, '.data');
  const { storageSecretKey } = loadSecrets(dataRoot);
  const { port } = await startStorage({
    dataRoot,
    repoRoot: REPO_ROOT,
    secretKey: storageSecretKey,
    log: (line) => process.stderr.write(`[storage] ${line}\n`),
  });
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 40);
  Object.assign(
    process.env,
    storageEnv({ port, secretKey: storageSecretKey, bucket: `nestwork-${database}`.replace(/-+$/, '') }),
  );
}

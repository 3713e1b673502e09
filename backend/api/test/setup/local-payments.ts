import path from 'node:path';

// The stack's scripts are CommonJS outside the TypeScript projects: loaded with require.
interface PaymentsModule {
  startPayments(options: {
    dataRoot: string;
    repoRoot: string;
    log: (line: string) => void;
  }): Promise<{ port: number }>;
  paymentsEnv(options: { port: number; merchant: unknown }): Record<string, string>;
  loadMerchants(dataRoot: string): { merchants: Record<string, unknown> };
}

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/**
 * For a tier run by hand (jest with only DATABASE_URL and REDIS_URL set): starts, or shares, the
 * project's local Authorize.net sandbox, as `npm test` does, and sets AUTHNET_* for the suites
 * with the tests' merchant account.
 */
export async function ensureLocalPayments(): Promise<void> {
  if (process.env.AUTHNET_ENVIRONMENT) return;
  const { startPayments, paymentsEnv, loadMerchants } = require(
    path.join(REPO_ROOT, 'infra/stack/payments.cjs'),
  ) as PaymentsModule;
  const dataRoot = path.join(REPO_ROOT, '.data');
  const { port } = await startPayments({
    dataRoot,
    repoRoot: REPO_ROOT,
    log: (line) => process.stderr.write(`[payments] ${line}\n`),
  });
  Object.assign(process.env, paymentsEnv({ port, merchant: loadMerchants(dataRoot).merchants['test'] }));
}

// `npm run admin:create -- --email <address> --name <name> [--password <password>]`: creates an
// admin account (admins are never created by sign-up). The password comes from --password or
// ADMIN_PASSWORD and must meet the password rules; a taken e-mail is refused.
// Uses DATABASE_URL / REDIS_URL when set, else the local stack of `npm start` (started for the
// command and stopped after, or shared when `npm start` is running), and applies pending
// migrations first. In production, run the built CLI directly:
//   node dist/backend/api/cli.js admin:create --email ... --name ...
import { createRequire } from 'node:module';
import { ROOT, ensureDependencies, ensureBuilt, runStep, say } from './lib/workspace.mjs';
import { createShutdown } from './lib/children.mjs';

const require = createRequire(import.meta.url);
const life = createShutdown();

async function main(args) {
  if (args.length === 0 || args.includes('--help')) {
    say('Usage: npm run admin:create -- --email <address> --name <name> [--password <password>]');
    say('The password may also come from ADMIN_PASSWORD (keeps it out of the shell history).');
    return args.length === 0 ? 2 : 0;
  }
  await ensureDependencies();
  await ensureBuilt('api');
  const { startStack } = require('../stack/index.cjs');
  const stack = await startStack({ purpose: 'dev' });
  life.add(() => stack.stop());
  const env = {
    ...process.env,
    ...stack.storageEnv,
    ...stack.paymentsEnv,
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
  };
  const migrate = await runStep(process.execPath, ['dist/backend/api/cli.js', 'migrate'], { env, cwd: ROOT });
  if (migrate.code !== 0) return migrate.code ?? 1;
  const created = await runStep(process.execPath, ['dist/backend/api/cli.js', 'admin:create', ...args], {
    env,
    cwd: ROOT,
  });
  return created.code ?? 1;
}

main(process.argv.slice(2)).then(
  (code) => life.shutdown(code, null),
  (error) => life.shutdown(1, `admin:create failed: ${error.message}`),
);

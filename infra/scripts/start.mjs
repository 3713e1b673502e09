// `npm start`: install what is missing, build what changed, start PostgreSQL and Redis (private
// ones under .data/ unless DATABASE_URL / REDIS_URL are set), migrate, seed the demo data (not in
// production), then run the API server and the queue worker on http://localhost:$PORT (3000).
// Their logs are readable one-line text in development (a line per request with LOG_REQUESTS=true),
// JSON in production.
// Without SMTP_URL (outside production) a local capture mailbox receives the app's e-mail and
// shows it on a web page (infra/stack/mailbox.cjs, messages under .data/mail).
// Without AUTHNET_ENVIRONMENT, card payments go to a local Authorize.net sandbox (infra/authnet-sandbox,
// records under .data/authnet) that serves the Accept.js stand-in too.
// A private PostgreSQL or Redis that stops on its own is restarted (infra/stack/supervisor.cjs);
// the app rides out the outage as it would in production.
// Ctrl-C stops everything it started; the data stays for the next start.
//
// Node built-ins only until dependencies are installed (the stack module loads `pg` lazily).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, say, ensureDependencies, ensureBuilt, runStep } from './lib/workspace.mjs';
import { createShutdown, startNodeProcess } from './lib/children.mjs';
import { waitForHttpOk } from './lib/http.mjs';

const require = createRequire(import.meta.url);
const { isPortFree } = require('../stack/ports.cjs');

const DEMO_PASSWORD = 'Demo-pass-2026';
const DEMO_ACCOUNTS = [
  ['admin@demo.local', 'admin'],
  ['employer@demo.local', 'employer'],
  ['seeker@demo.local', 'job seeker'],
];

const life = createShutdown();

function configuredPort() {
  const raw = process.env.PORT ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT must be a port number (1-65535), got "${raw}".`);
  return port;
}

async function main() {
  const port = configuredPort();
  const production = process.env.NODE_ENV === 'production';
  const host = process.env.HOST || '0.0.0.0';

  await ensureDependencies();
  await ensureBuilt('api');
  await ensureBuilt('web');

  if (!(await isPortFree(port, host))) {
    throw new Error(`Port ${port} is already in use: stop whatever listens there, or set PORT to another port.`);
  }

  const { startStack } = require('../stack/index.cjs');
  const stack = await startStack({ purpose: 'dev' });
  life.add(() => stack.stop());

  const env = {
    ...process.env,
    ...stack.storageEnv,
    ...stack.paymentsEnv,
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
    PORT: String(port),
  };
  // The local sandbox posts its payment notifications to this app: the worker registers the endpoint.
  if (env.AUTHNET_ENVIRONMENT === 'local' && env.AUTHNET_REGISTER_WEBHOOK === undefined)
    env.AUTHNET_REGISTER_WEBHOOK = 'true';
  // The API and the worker write to a pipe (for the [api]/[worker] prefix): let their readable log
  // lines keep their colours when this terminal shows colours.
  if (process.stdout.isTTY && !process.env.NO_COLOR && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';

  // No mail server configured: capture the app's e-mail locally so its links can be clicked.
  let mailbox = null;
  if (!process.env.SMTP_URL && !production) {
    const { startMailbox } = require('../stack/mailbox.cjs');
    mailbox = await startMailbox({
      dir: path.join(ROOT, '.data', 'mail'),
      smtpPort: 1025,
      httpPort: 8025,
      log: (line) => say(`[mailbox] ${line}`),
    });
    life.add(() => mailbox.stop());
    env.SMTP_URL = mailbox.smtpUrl;
  }
  for (const command of production ? ['migrate'] : ['migrate', 'seed']) {
    say(`Running ${command} ...`);
    const { code, signal } = await runStep(process.execPath, ['dist/backend/api/cli.js', command], { env, cwd: ROOT });
    if (code !== 0) throw new Error(`${command} failed (${signal ?? `exit ${code}`}); see its output above.`);
  }

  const api = startNodeProcess('api', 'dist/backend/api/main.js', { env });
  life.add(api.stop);
  const worker = startNodeProcess('worker', 'dist/backend/api/worker.js', { env });
  life.add(worker.stop);

  // From here on, the API or the worker ending is a failure, and so is a server the stack gave up
  // restarting: stop the rest and say which one.
  const unexpectedExit = Promise.race([
    api.exited,
    worker.exited,
    stack.exited.then(({ service, message }) => ({ name: service, givenUp: message })),
  ]);
  unexpectedExit.then(({ name, code, signal, error, givenUp }) => {
    if (life.stopping) return;
    if (givenUp) return life.shutdown(1, `${givenUp} Stopping everything.`);
    const how = error ? error.message : signal ? `killed by ${signal}` : `exit code ${code}`;
    life.shutdown(1, `The ${name} process stopped unexpectedly (${how}); stopping everything.`);
  });

  const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  await waitForHttpOk(`http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${port}/api/health`, {
    exited: unexpectedExit,
  });

  say('');
  say(`Nestwork is running at http://localhost:${port}`);
  if (mailbox) say(`Mailbox (e-mails the app sends, with clickable links): http://localhost:${mailbox.httpPort}`);
  if (!production) {
    say(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const [email, role] of DEMO_ACCOUNTS) say(`  ${email.padEnd(22)} ${role}`);
  }
  say('Press Ctrl-C to stop.');
  say('');
}

main().catch((error) => {
  if (!life.stopping) life.shutdown(1, `npm start failed: ${error.message}`);
});

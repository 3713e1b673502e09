// The API in a process of its own, started as main.ts starts it (instrument.ts first, so the error
// reporter starts before NestJS loads), for error-reporting.e2e-spec.ts. Run it with
// `node --require test/support/typescript-child.cjs`; its settings come from the environment.
// Asking a password reset for an address @FAILING_DOMAIN fails with an unexpected error (a stand-in for a
// bug); anything else is the real app. Prints one JSON line, { baseUrl, origin }, once it listens.
import '../../src/instrument';
import type { AddressInfo } from 'node:net';
import { loadConfigOrExit } from '../../src/config/app-config';
import { createHttpApp } from '../../src/http-app';
import { AuthService } from '../../src/modules/accounts/identity/auth.service';
import { FAILING_DOMAIN } from './sentry-capture';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createHttpApp(config);
  const requestPasswordReset = AuthService.prototype.requestPasswordReset;
  AuthService.prototype.requestPasswordReset = async function (this: AuthService, input) {
    if (typeof input.email === 'string' && input.email.endsWith(`@${FAILING_DOMAIN}`))
      throw new Error(`The mail queue failed while sending a reset link to ${input.email}`);
    return requestPasswordReset.call(this, input);
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, origin: config.publicOrigin })}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

// First: the error reporter starts before NestJS and what it instruments are loaded.
import './instrument';
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { loadConfigOrExit } from './config/app-config';
import { createHttpApp } from './http-app';
import { SHELL } from './core/static/frontends';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createHttpApp(config);
  const logger = new Logger('Main');
  if (!existsSync(path.join(config.staticRoot, SHELL, 'index.html'))) {
    logger.warn(
      `The frontends are not built (no ${path.join(config.staticRoot, SHELL, 'index.html')}); "/" answers 503 until they are.`,
    );
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.log({ port, publicUrl: config.publicUrl }, 'HTTP server started');
  process.stdout.write(`Listening on http://localhost:${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

// First: the error reporter starts before NestJS and what it instruments are loaded.
import './instrument';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfigOrExit } from './config/app-config';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.flushLogs();
  // SIGTERM/SIGINT close the BullMQ workers gracefully: running jobs finish, nothing new starts.
  app.enableShutdownHooks();
  await app.init();
  app.get(Logger).log('Worker started; processing queues');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

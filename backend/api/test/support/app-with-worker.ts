import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '../../src/config/app-config';
import { WorkerModule } from '../../src/worker.module';
import { type RunningApi, startApi } from './api-server';

export interface RunningStack extends RunningApi {
  worker: INestApplicationContext;
}

/** The HTTP app and the queue worker, both in this process, as `npm start` runs them side by side. */
export async function startApiAndWorker(config: AppConfig): Promise<RunningStack> {
  const api = await startApi(config);
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: false,
    abortOnError: false,
  });
  await worker.init();
  return {
    ...api,
    worker,
    close: async () => {
      await worker.close();
      await api.close();
    },
  };
}

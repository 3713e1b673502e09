import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../src/config/app-config';
import { createHttpApp } from '../../src/http-app';

export interface RunningApi {
  app: NestFastifyApplication;
  baseUrl: string;
  close(): Promise<void>;
}

/** Boots the real HTTP app (as main.ts does) on a free port of 127.0.0.1. */
export async function startApi(config: AppConfig): Promise<RunningApi> {
  const app = await createHttpApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

import { type RunningApi, startApi } from '../support/api-server';
import { testConfig } from '../support/test-config';

describe('readiness when Redis is unreachable', () => {
  let api: RunningApi;

  beforeAll(async () => {
    // Port 1 on loopback refuses connections: Redis is "down", PostgreSQL is up.
    api = await startApi(testConfig({ REDIS_URL: 'redis://127.0.0.1:1/0' }));
  });

  afterAll(async () => {
    await api?.close();
  });

  it('keeps /api/health green', async () => {
    expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
  });

  it('answers /api/ready with 503 in the error shape, naming Redis', async () => {
    const response = await fetch(`${api.baseUrl}/api/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Not ready: Redis is not reachable', code: 'UNAVAILABLE' });
  });
});

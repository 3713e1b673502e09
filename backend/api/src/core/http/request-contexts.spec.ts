import { type MikroORM, RequestContext } from '@mikro-orm/postgresql';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import { createLogger } from '../logging/logging.module';
import { requestIdFor } from '../logging/request-id';
import { registerRequestContexts } from './request-contexts';
import { jsonLogLines } from '../../../test/support/log-lines';

describe('registerRequestContexts', () => {
  it('gives each request an entity manager of its own and a logger bound to its id, through its body and every await', async () => {
    const { lines, sink } = jsonLogLines();
    const root = await createLogger({ logLevel: 'info', logFormat: 'json', logRequests: false }, 'api', sink);
    const logger = new PinoLogger({ pinoHttp: { logger: root }, useExisting: true });
    let forks = 0;
    const em = { name: 'default', fork: () => ({ name: 'default', fork: forks++ }) };
    const server = Fastify({ loggerInstance: root as FastifyBaseLogger, genReqId: requestIdFor });
    registerRequestContexts(server, { em } as unknown as MikroORM, logger);
    server.post('/echo', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.warn('handled');
      return { fork: (RequestContext.getEntityManager() as unknown as { fork: number }).fork, body: request.body };
    });
    try {
      const post = (id: string, n: number) =>
        server.inject({ method: 'POST', url: '/echo', headers: { 'x-request-id': id }, payload: { n } });
      const [first, second] = await Promise.all([post('request-one', 1), post('request-two', 2)]);
      // Two requests at once: each keeps its own fork and its own id across its awaits.
      expect([first.json(), second.json()]).toEqual([
        { fork: 0, body: { n: 1 } },
        { fork: 1, body: { n: 2 } },
      ]);
      expect(lines.filter((line) => line['msg'] === 'handled').map((line) => line['requestId'])).toEqual(
        expect.arrayContaining(['request-one', 'request-two']),
      );
      expect(lines.filter((line) => line['msg'] === 'handled')).toHaveLength(2);
      // Outside a request there is neither.
      expect(RequestContext.getEntityManager()).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});

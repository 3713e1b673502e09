import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ServerPages, type ServerPagesProvider } from '../../../core/http/server-pages';
import { PublicPagesService } from './public-pages.service';

/** Short shared caching: closing a job shows within minutes, crawlers and previews are served cheaply. */
const PAGE_CACHE = 'public, max-age=300';

/**
 * The server-rendered public routes: /jobs/{id}-{slug}, /sitemap.xml and /robots.txt. They live
 * outside /api and the HTTP app registers them before the SPA fallback, so crawlers get real HTML.
 */
@Injectable()
@ServerPages()
export class PublicPagesRoutes implements ServerPagesProvider {
  constructor(private readonly pages: PublicPagesService) {}

  registerRoutes(fastify: FastifyInstance): void {
    registerPublicPages(fastify, this.pages);
  }
}

function registerPublicPages(fastify: FastifyInstance, pages: PublicPagesService): void {
  fastify.get<{ Params: { idAndSlug: string } }>('/jobs/:idAndSlug', async (request, reply) => {
    const answer = await pages.jobPage(request.params.idAndSlug);
    if (answer.kind === 'redirect') return reply.header('cache-control', PAGE_CACHE).redirect(answer.location, 301);
    return html(reply, answer.status, answer.html, answer.status === 200 ? PAGE_CACHE : 'no-cache');
  });

  fastify.get('/sitemap.xml', async (_request, reply) =>
    reply
      .code(200)
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', PAGE_CACHE)
      .send(await pages.sitemap()),
  );

  fastify.get('/robots.txt', async (_request, reply) =>
    reply
      .code(200)
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(pages.robots()),
  );
}

function html(reply: FastifyReply, status: number, body: string, cacheControl: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .send(body);
}

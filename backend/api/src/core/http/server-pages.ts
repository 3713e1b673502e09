import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * A module's server-rendered pages outside /api (a job's public page, sitemap.xml, ...): the
 * module marks a provider with @ServerPages() and the HTTP app registers every such provider's
 * routes before the SPA fallback. Core never imports the module that renders them.
 */
export interface ServerPagesProvider {
  registerRoutes(fastify: FastifyInstance): void;
}

export const ServerPages = DiscoveryService.createDecorator<void>();

/** Finds every @ServerPages() provider of the app. */
@Injectable()
export class ServerPagesRegistry {
  constructor(private readonly discovery: DiscoveryService) {}

  providers(): ServerPagesProvider[] {
    return this.discovery
      .getProviders({ metadataKey: ServerPages.KEY })
      .map((wrapper) => wrapper.instance as ServerPagesProvider | undefined)
      .filter((instance): instance is ServerPagesProvider => typeof instance?.registerRoutes === 'function');
  }

  /** Registers every provider's routes on the Fastify instance. */
  registerAll(fastify: FastifyInstance): void {
    for (const provider of this.providers()) provider.registerRoutes(fastify);
  }
}

@Module({ imports: [DiscoveryModule], providers: [ServerPagesRegistry], exports: [ServerPagesRegistry] })
export class ServerPagesModule {}

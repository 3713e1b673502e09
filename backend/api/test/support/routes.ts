import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX } from '../../src/core/http/api-prefix';

export interface DiscoveredRoute {
  /** "METHOD /api/path" */
  key: string;
  method: string;
  path: string;
  params: string[];
  /** The controller class and its handler, for reading their decorators' metadata. */
  controller: object;
  handler: object;
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/**
 * Every route Nest registered: controllers of every module, their handlers' methods and paths.
 * Read from the routing metadata, so a suite built on it cannot miss a new route.
 */
export function discoverRoutes(app: NestFastifyApplication): DiscoveredRoute[] {
  const scanner = new MetadataScanner();
  const routes = new Map<string, DiscoveredRoute>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const prefix of prefixes) {
          for (const path of [paths].flat()) {
            const full = joinPath(API_PREFIX, prefix, path);
            const key = `${method} ${full}`;
            routes.set(key, {
              key,
              method,
              path: full,
              params: [...full.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
              controller,
              handler,
            });
          }
        }
      }
    }
  }
  return [...routes.values()].sort((a, b) => a.key.localeCompare(b.key));
}

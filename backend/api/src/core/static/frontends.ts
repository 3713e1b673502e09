import { HTTP_ERROR_CODES } from '@marketplace/contracts';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-policy';
import {
  FAVICON_CONTENT_TYPE,
  FAVICON_PATH,
  FAVICON_SVG,
  MANIFEST_CONTENT_TYPE,
  MANIFEST_PATH,
  SITE_ASSET_CACHE,
  webManifest,
} from './site-identity';

export const REMOTES = ['seeker', 'employer', 'admin'] as const;
export const SHELL = 'shell';

export const FRONTENDS_NOT_BUILT =
  'The web frontends are not built yet. Run "npm run build:web" (or "npm start", which builds them), then reload.';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file under `root` a request path names, or null when the path tries to leave `root`. */
function fileWithin(root: string, relative: string): string | null {
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

export interface FrontendsOptions {
  /** Absolute folder holding shell/ and the remotes' folders. */
  staticRoot: string;
  /** URL prefix of the API ("api"): never answered with frontend files. */
  apiPrefix: string;
  /**
   * Server-rendered pages outside the API (public job pages, sitemap.xml, robots.txt): routes
   * registered here take precedence over the SPA fallback.
   */
  serverPages?: (fastify: FastifyInstance) => void;
}

/**
 * Serves the built frontends on the API's origin: /remotes/<name>/* from <root>/<name>/, and
 * everything else from <root>/shell/ with a fallback to its index.html for page navigations
 * (GET/HEAD accepting text/html, outside /api and /remotes) so client-side routes load.
 * Precompressed .br/.gz siblings are sent when the client accepts them; hashed files are cached
 * for a year, entry files revalidate. Anything else falls through to the app's JSON 404.
 */
export async function frontendsPlugin(fastify: FastifyInstance, options: FrontendsOptions): Promise<void> {
  const root = path.resolve(options.staticRoot);
  const shellRoot = path.join(root, SHELL);
  const apiPath = `/${options.apiPrefix}`;

  await fastify.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'ignore',
    suppressWarning: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  options.serverPages?.(fastify);

  // The favicon and manifest come from code, not the build: the server-rendered pages link them
  // too, and they must be there even before the frontends are built.
  fastify.get(FAVICON_PATH, async (_request, reply) =>
    reply
      .code(200)
      .header('content-type', FAVICON_CONTENT_TYPE)
      .header('cache-control', SITE_ASSET_CACHE)
      .send(FAVICON_SVG),
  );
  fastify.get(MANIFEST_PATH, async (_request, reply) =>
    reply
      .code(200)
      .header('content-type', MANIFEST_CONTENT_TYPE)
      .header('cache-control', SITE_ASSET_CACHE)
      .send(JSON.stringify(webManifest())),
  );

  fastify.get<{ Params: { remote: string; '*': string } }>('/remotes/:remote/*', async (request, reply) => {
    const { remote } = request.params;
    if (!(REMOTES as readonly string[]).includes(remote)) return reply.callNotFound();
    const remoteRoot = path.join(root, remote);
    const file = fileWithin(remoteRoot, request.params['*']);
    if (!file || !(await isFile(file))) return reply.callNotFound();
    return reply.sendFile(path.relative(remoteRoot, file), remoteRoot);
  });

  fastify.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === apiPath || pathname.startsWith(`${apiPath}/`) || pathname.startsWith('/remotes/')) {
      return reply.callNotFound();
    }
    if (!(await isFile(path.join(shellRoot, 'index.html')))) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ error: FRONTENDS_NOT_BUILT, code: HTTP_ERROR_CODES.unavailable });
    }
    const relative = request.params['*'];
    // "/" is the shell's index page whatever the client accepts.
    if (!relative) return reply.sendFile('index.html', shellRoot);
    const file = fileWithin(shellRoot, relative);
    if (file && (await isFile(file))) return reply.sendFile(path.relative(shellRoot, file), shellRoot);
    if (acceptsHtml(request)) return reply.sendFile('index.html', shellRoot);
    return reply.callNotFound();
  });
}

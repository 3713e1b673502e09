import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type RunningApi, startApi } from '../support/api-server';
import { testConfig } from '../support/test-config';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_HTML = '<!doctype html><html><head><title>Nestwork</title></head><body><div id="root"></div></body></html>';

/** A built-frontends folder as the frontend build lays it out, with precompressed siblings. */
async function writeFixture(root: string): Promise<void> {
  const files: Record<string, string> = {
    'shell/index.html': SHELL_HTML,
    'shell/main.3f9a2b1c.js': 'console.log("shell main, plain");',
    'shell/favicon.ico': 'icon',
    'seeker/remoteEntry.js': 'var seeker = "remote entry";',
    'seeker/482.5d41402abc4b2a76.js': 'console.log("seeker chunk");',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  // Distinct contents prove which sibling was sent (fetch decompresses transparently).
  await writeFile(
    path.join(root, 'shell/main.3f9a2b1c.js.br'),
    brotliCompressSync('console.log("shell main, brotli");'),
  );
  await writeFile(path.join(root, 'shell/main.3f9a2b1c.js.gz'), gzipSync('console.log("shell main, gzip");'));
  await writeFile(path.join(root, 'shell/index.html.gz'), gzipSync(SHELL_HTML));
}

describe('serving the built frontends', () => {
  let root: string;
  let api: RunningApi;
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${api.baseUrl}${url}`, { headers });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'nestwork-static-'));
    await writeFixture(root);
    api = await startApi(testConfig({ STATIC_ROOT: root }));
  });

  afterAll(async () => {
    await api?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the shell at / with no-cache', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(SHELL_HTML);
  });

  it('sends security headers with the pages, including a Content-Security-Policy', async () => {
    const response = await get('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(response.headers.get('content-security-policy')).toMatch(/img-src 'self' data:/);
    // PUBLIC_URL is http here: no upgrade of subresources to https.
    expect(response.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('falls back to index.html for page navigations to client-side routes', async () => {
    for (const route of ['/jobs', '/seeker/jobs/42', '/employer/messages?compose=true']) {
      const response = await get(route, { accept: 'text/html,application/xhtml+xml' });
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(SHELL_HTML);
    }
  });

  it('does not fall back for non-HTML requests, /api or /remotes', async () => {
    for (const [route, accept] of [
      ['/missing.js', '*/*'],
      ['/jobs', 'application/json'],
      ['/api/nothing', 'text/html'],
      ['/remotes/seeker/missing.js', 'text/html'],
      ['/remotes/unknown/remoteEntry.js', 'text/html'],
    ] as const) {
      const response = await get(route, { accept });
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
      expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('caches content-hashed files for a year', async () => {
    const response = await get('/main.3f9a2b1c.js', { 'accept-encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe('console.log("shell main, plain");');
  });

  it('sends the precompressed sibling the client accepts', async () => {
    const brotli = await get('/main.3f9a2b1c.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotli.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(await brotli.text()).toBe('console.log("shell main, brotli");');

    const gzip = await get('/main.3f9a2b1c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('console.log("shell main, gzip");');

    const page = await get('/jobs', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(SHELL_HTML);
  });

  it('serves remotes from their own folders: remoteEntry.js revalidates, chunks are immutable', async () => {
    const entry = await get('/remotes/seeker/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toBe('var seeker = "remote entry";');

    const chunk = await get('/remotes/seeker/482.5d41402abc4b2a76.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('revalidates files without a content hash', async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves files outside the static root', async () => {
    for (const route of [
      '/..%2f..%2fetc%2fpasswd',
      '/remotes/seeker/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await get(route);
      expect({ route, ok: response.ok }).toEqual({ route, ok: false });
      expect(await response.text()).not.toContain('root:');
    }
  });
});

describe('when the frontends are not built', () => {
  let root: string;
  let api: RunningApi;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'nestwork-empty-'));
    api = await startApi(testConfig({ STATIC_ROOT: path.join(root, 'never-built') }));
  });

  afterAll(async () => {
    await api?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('still serves the API', async () => {
    expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
  });

  it('answers / and pages with 503 and a message saying the frontends are not built', async () => {
    for (const route of ['/', '/jobs']) {
      const response = await fetch(`${api.baseUrl}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(503);
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/frontends are not built/);
      expect(body.error).toContain('npm run build:web');
    }
  });
});

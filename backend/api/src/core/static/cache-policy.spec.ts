import { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    'main.3f9a2b1c.js',
    'vendors-node_modules_react-dom.8f3a1c2d4e5f6a7b.js',
    '482.5d41402abc4b2a76.css',
    'static/media/9c1d7e4f0a2b3c4d.svg',
    'assets/logo-1a2b3c4d.png',
    'main.3f9a2b1c.js.br',
    'main.3f9a2b1c.js.gz',
  ])('caches hashed %s for a year', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each([
    'index.html',
    'index.html.gz',
    'remoteEntry.js',
    'remoteEntry.js.br',
    'favicon.ico',
    'robots.txt',
    'main.js',
    '482.js',
    'logo-abc.png',
  ])('makes %s revalidate', (file) => {
    expect(cacheControlFor(file)).toBe(REVALIDATE);
  });
});

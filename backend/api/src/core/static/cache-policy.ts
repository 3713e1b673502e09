import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Entry points must always be revalidated: they name the hashed files of the current release. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js']);
/** A content hash in the file name, e.g. main.3f9a2b1c.js, 482.5d41402abc4b2a76.css, 9c1d7e4f0a2b.svg. */
const HASHED_NAME = /(?:^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache-Control for a built frontend file; precompressed siblings (.br/.gz) follow their original. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return REVALIDATE;
  return HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}

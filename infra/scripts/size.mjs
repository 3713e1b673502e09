// `npm run size`: gzip bytes of the JavaScript a browser downloads to show /jobs, against the budget
// (exit code 1 when over it). `--smoke` (CI): the same figures, printed without judging them; it
// fails only when they cannot be worked out.
//
// The file set is read from the webpack stats each production build writes to dist/stats/, by
// replaying what the module federation runtime does for /jobs:
//   1. the shell's entry chunks (its bootstrap is imported eagerly, into the entry), then the chunks
//      of the async imports listed in JOBS_PAGE.host.imports;
//   2. the seeker's remoteEntry.js, then the chunks of its exposed './routes' (the jobs page);
//   3. for every shared module those chunks consume, the chunks of the copy that is used: the
//      shell's own (it registers first, eagerly, and the share strategy is loaded-first), else the
//      remote's. Fallback copies that are never fetched when the shell provides a module are not
//      counted.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
// The budget of /jobs's first load (the latest size is in docs/benchmarks.md; its changes are in
// git). Anything new on /jobs loads on demand or wins its bytes back first. The shell's entry is
// most of the load and nearly all of it is shared libraries (React DOM, the federation runtime, the
// router, styled-components, react-query), each shared as the subset the frontends use; the remotes
// take the shell's federation runtime and shared modules instead of shipping their own. The shell
// registers the one shared copy of react-hook-form (its loader, not the library), so that the
// sign-in pages and the remotes' forms download it once.
const BUDGET_BYTES = 150 * 1000;
const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** What /jobs loads: the host with the async imports it follows, then the remote and its exposes. */
const JOBS_PAGE = {
  host: { name: 'shell', imports: [] },
  remotes: [{ name: 'seeker', exposes: ['./routes'] }],
};

function loadStats(name) {
  const file = join(root, 'dist/stats', `${name}.json`);
  if (!existsSync(file)) {
    console.error(`No build stats for ${name} (${file}). Run \`npm run build:web\` first.`);
    process.exit(2);
  }
  const stats = JSON.parse(readFileSync(file, 'utf8'));
  return { name, stats, outputPath: join(root, 'dist/frontends', name) };
}

/** Chunks belonging to the chunk group created by `origin` (an import(), an expose, a shared module). */
function chunksOfGroup(build, matches) {
  return build.stats.chunks.filter((chunk) => chunk.origins.some(matches));
}

const SHARE_KEY = /^(?:consume|provide) shared module \([^)]*\) (@?[^@\s]+)@/;

function shareKeyOf(moduleName) {
  return SHARE_KEY.exec(moduleName ?? '')?.[1] ?? null;
}

function main() {
  const host = loadStats(JOBS_PAGE.host.name);
  const remotes = JOBS_PAGE.remotes.map((remote) => ({ ...remote, build: loadStats(remote.name) }));
  const builds = [host, ...remotes.map((remote) => remote.build)];

  /** @type {Map<string, { container: string; file: string; why: string }>} */
  const files = new Map();
  const loadedChunks = new Set();
  const resolvedShares = new Set();

  function providerOf(key) {
    for (const build of builds) {
      const holders = build.stats.chunks.filter((chunk) =>
        (chunk.modules ?? []).some(
          (module) => module.moduleType === 'provide-module' && shareKeyOf(module.name) === key,
        ),
      );
      if (!holders.length) continue;
      const lazy = chunksOfGroup(
        build,
        (origin) => origin.moduleName?.startsWith('provide shared module') && shareKeyOf(origin.moduleName) === key,
      );
      // An eager provider has no chunk group of its own: the module sits in the chunk providing it.
      return { build, chunks: lazy.length ? lazy : holders };
    }
    throw new Error(`No container provides the shared module ${key}`);
  }

  function loadChunk(build, chunk, why) {
    const id = `${build.name}:${chunk.id}`;
    if (loadedChunks.has(id)) return;
    loadedChunks.add(id);
    for (const file of chunk.files.filter((f) => f.endsWith('.js'))) {
      const key = `${build.name}/${file}`;
      if (!files.has(key)) files.set(key, { container: build.name, file, why });
    }
    // Consuming a shared module fetches the copy in the share scope, not this build's fallback.
    for (const module of chunk.modules ?? []) {
      if (module.moduleType !== 'consume-shared-module') continue;
      const key = shareKeyOf(module.name);
      if (!key || resolvedShares.has(key)) continue;
      resolvedShares.add(key);
      const provider = providerOf(key);
      for (const providerChunk of provider.chunks) loadChunk(provider.build, providerChunk, `shared ${key}`);
    }
  }

  function loadEntrypoint(build, entryName, why) {
    const entry = build.stats.entrypoints[entryName];
    if (!entry) throw new Error(`${build.name} has no entrypoint ${entryName}`);
    const byId = new Map(build.stats.chunks.map((chunk) => [chunk.id, chunk]));
    for (const id of entry.chunks) loadChunk(build, byId.get(id), why);
  }

  // 1. The shell: index.html's scripts, then any async import the page waits for.
  loadEntrypoint(host, 'main', 'entry');
  for (const request of JOBS_PAGE.host.imports) {
    const chunks = chunksOfGroup(
      host,
      (origin) => origin.request === request && !origin.moduleName?.includes('shared module'),
    );
    if (!chunks.length) throw new Error(`${host.name}: no chunk group for import('${request}')`);
    for (const chunk of chunks) loadChunk(host, chunk, `import('${request}')`);
  }

  // 2. Each remote: its container entry, then the exposed modules the page renders.
  for (const remote of remotes) {
    loadEntrypoint(remote.build, remote.name, 'remoteEntry');
    for (const expose of remote.exposes) {
      const exposed = require(join(root, 'frontends', remote.name, 'webpack.config.js')).federation.exposes?.[expose];
      if (!exposed) throw new Error(`${remote.name} does not expose ${expose}`);
      const chunks = chunksOfGroup(
        remote.build,
        (origin) => origin.moduleName === 'container entry' && origin.request === exposed,
      );
      if (!chunks.length) throw new Error(`${remote.name}: no chunk group for the exposed ${expose}`);
      for (const chunk of chunks) loadChunk(remote.build, chunk, `expose ${expose}`);
    }
  }

  const rows = [...files.values()].map((row) => {
    const content = readFileSync(join(root, 'dist/frontends', row.container, row.file));
    return { ...row, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);

  const kb = (bytes) => (bytes / 1000).toFixed(1);
  const table = rows.map((row) => [`${row.container}/${row.file}`, row.why, kb(row.raw), kb(row.gzip)]);
  const header = ['file', 'loaded as', 'min KB', 'gzip KB'];
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column].length)));
  const format = (line) =>
    line.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');

  console.log('JavaScript downloaded to show /jobs (production build, KB = 1000 bytes)\n');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of table) console.log(format(line));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  console.log(format([`${rows.length} files`, '', kb(totalRaw), kb(total)]));
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`\nTotal: ${total} bytes gzip = ${kb(total)} KB of the ${kb(BUDGET_BYTES)} KB budget (${verdict}).`);
  if (total > BUDGET_BYTES && !SMOKE) process.exit(1);
}

main();

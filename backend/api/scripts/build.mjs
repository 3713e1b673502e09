// Builds the API for plain `node`: backend/api/src and backend/contracts/src are compiled by SWC
// to CommonJS under dist/backend/{api,contracts} (legacy decorators with metadata, as Nest and
// MikroORM need; the .tsx e-mail templates with React's automatic JSX runtime), and the
// @marketplace/contracts alias is rewritten to a relative require of the compiled contracts, so
// the output runs without path-mapping hooks.
// Usage: node backend/api/scripts/build.mjs
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const outRoot = path.join(repoRoot, 'dist/backend');

/** Source folder -> output folder, and the import alias that points at each one. */
const PROJECTS = [
  { src: 'backend/api/src', out: 'api', alias: null },
  { src: 'backend/contracts/src', out: 'contracts', alias: '@marketplace/contracts' },
];

const swcOptions = (tsx) => ({
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx },
    transform: { legacyDecorator: true, decoratorMetadata: true, ...(tsx ? { react: { runtime: 'automatic' } } : {}) },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'commonjs', strict: true },
  sourceMaps: true,
  swcrc: false,
  configFile: false,
});

const isSource = (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !/\.spec\.tsx?$/.test(name);

async function listSources(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function relativeRequire(fromFile, toFile) {
  let relative = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative;
}

const started = performance.now();
await rm(outRoot, { recursive: true, force: true });

const aliasTargets = new Map(
  PROJECTS.filter((project) => project.alias).map((project) => [
    project.alias,
    path.join(outRoot, project.out, 'index.js'),
  ]),
);
const aliasPattern = /require\((["'])(@marketplace\/[a-z-]+)\1\)/g;

let fileCount = 0;
for (const project of PROJECTS) {
  const srcRoot = path.join(repoRoot, project.src);
  const files = await listSources(srcRoot);
  await Promise.all(
    files.map(async (file) => {
      const outFile = path.join(outRoot, project.out, path.relative(srcRoot, file)).replace(/\.tsx?$/, '.js');
      const { code, map } = await transformFile(file, {
        ...swcOptions(file.endsWith('.tsx')),
        filename: file,
        sourceFileName: path.relative(path.dirname(outFile), file),
      });
      const rewritten = code.replace(aliasPattern, (match, quote, alias) => {
        const target = aliasTargets.get(alias);
        if (!target)
          throw new Error(`${path.relative(repoRoot, file)}: the alias ${alias} has no compiled target in this build`);
        return `require(${quote}${relativeRequire(outFile, target)}${quote})`;
      });
      await mkdir(path.dirname(outFile), { recursive: true });
      await writeFile(outFile, `${rewritten}\n//# sourceMappingURL=${path.basename(outFile)}.map\n`);
      if (map) await writeFile(`${outFile}.map`, map);
      fileCount++;
    }),
  );
}

const seconds = ((performance.now() - started) / 1000).toFixed(2);
process.stdout.write(`Built ${fileCount} files into ${path.relative(repoRoot, outRoot)}/ in ${seconds}s\n`);

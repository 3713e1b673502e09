// Lets a test's child process run the API's TypeScript as it is, the way the built app runs its
// compiled output: `node --require <this file> <entry>.ts`. SWC compiles each file to CommonJS as
// backend/api/scripts/build.mjs does (decorators with metadata), and the @marketplace/* path
// aliases resolve to their sources. For tests that need a process of their own (process-wide
// hooks such as an error reporter's must not leak into the other suites).
const { existsSync, readFileSync } = require('node:fs');
const { registerHooks } = require('node:module');
const path = require('node:path');
const { fileURLToPath, pathToFileURL } = require('node:url');
const { transformSync } = require('@swc/core');

const repoRoot = path.resolve(__dirname, '../../../..');
const { compilerOptions } = require(path.join(repoRoot, 'tsconfig.base.json'));
const aliases = new Map(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(repoRoot, target)]),
);

const swcOptions = (tsx) => ({
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx },
    transform: { legacyDecorator: true, decoratorMetadata: true, ...(tsx ? { react: { runtime: 'automatic' } } : {}) },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'commonjs', strict: true },
  sourceMaps: 'inline',
  swcrc: false,
  configFile: false,
});

const isSource = (file) => /\.tsx?$/.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`);

/** A relative TypeScript import without its extension, as the sources write them. */
function sourceFile(specifier, parentURL) {
  if (!(specifier.startsWith('.') || path.isAbsolute(specifier)) || !parentURL?.startsWith('file:')) return null;
  const base = path.resolve(path.dirname(fileURLToPath(parentURL)), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => isSource(candidate) && existsSync(candidate)) ?? null;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const file = aliases.get(specifier) ?? sourceFile(specifier, context.parentURL);
    if (file) return { url: pathToFileURL(file).href, format: 'commonjs', shortCircuit: true };
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:')) return nextLoad(url, context);
    const file = fileURLToPath(url);
    if (!isSource(file)) return nextLoad(url, context);
    const { code } = transformSync(readFileSync(file, 'utf8'), {
      ...swcOptions(file.endsWith('.tsx')),
      filename: file,
    });
    return { format: 'commonjs', source: code, shortCircuit: true };
  },
});

// Shared jest settings: SWC transform (decorators with metadata for Nest, automatic JSX for React)
// and the tsconfig path aliases. Node 24 runs with --experimental-vm-modules so CommonJS test code
// can require the ESM-only packages (NestJS 12, MikroORM 7).
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const root = __dirname;
const moduleNameMapper = {
  '\\.(css|svg|png|jpg|jpeg|gif|webp)$': path.join(root, 'infra/jest/file-stub.js'),
};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace('/', '\\/')}$`] = path.join(root, target);
}

module.exports = {
  moduleNameMapper,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2023',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.tools/', '/.data/'],
};

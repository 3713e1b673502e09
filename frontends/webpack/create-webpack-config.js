// One webpack configuration for every frontend project (the shell host and the three remotes).
// Each project's webpack.config.js only states its name and, for a remote, what it exposes; the
// role (host or remote), public path, dev port and output folder follow from the name.
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StatsFilePlugin } = require('./stats-file-plugin');

const workspaceRoot = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(workspaceRoot, 'package.json'));
const { compilerOptions } = require(path.join(workspaceRoot, 'tsconfig.base.json'));

/** Dev-server ports; the shell's dev server proxies `/remotes/<name>` to these. */
const DEV_PORTS = { shell: 4200, seeker: 4201, employer: 4202, admin: 4203 };
const REMOTE_NAMES = ['seeker', 'employer', 'admin'];

/**
 * Packages shared as the subset of their exports the frontends use (see shared/*.ts). Each facade
 * re-exports from '<package>-complete', an alias no shared key matches, so the real package is
 * bundled tree-shaken into the facade instead of being consumed from the share scope.
 */
const SHARED_SUBSETS = {
  'react-router': {
    facade: path.join(__dirname, 'shared/react-router.ts'),
    entry: (production) => `dist/${production ? 'production' : 'development'}/index.js`,
  },
  '@tanstack/react-query': {
    facade: path.join(__dirname, 'shared/react-query.ts'),
    entry: () => 'build/modern/index.js',
  },
  'styled-components': {
    facade: path.join(__dirname, 'shared/styled-components.ts'),
    entry: () => 'dist/styled-components.browser.esm.js',
  },
};

/**
 * Library modules that never run in these apps, each replaced by a stub in stubs/ (see there for
 * why it never runs): `module` is the library's own file, `issuer` (if set) the only file whose
 * import of it is replaced. The build fails if a library update moves one of them.
 */
const UNUSED_LIBRARY_CODE = [
  { module: 'stylis/src/Prefixer.js', stub: 'stylis-prefixer.js' },
  {
    module: '@module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js',
    issuer: '@module-federation/runtime-core/dist/core.js',
    stub: 'snapshot-handler.js',
  },
  { module: '@module-federation/runtime-core/dist/utils/preload.js', stub: 'federation-preload.js' },
];

const packageDir = (pkg) => path.dirname(require.resolve(`${pkg}/package.json`));

function unusedLibraryCodePlugin() {
  const replacements = UNUSED_LIBRARY_CODE.map(({ module, issuer, stub }) => {
    const file = path.join(workspaceRoot, 'node_modules', module);
    if (!fs.existsSync(file)) throw new Error(`${module} is gone: review UNUSED_LIBRARY_CODE`);
    return {
      file,
      issuer: issuer && path.join(workspaceRoot, 'node_modules', issuer),
      stub: path.join(__dirname, 'stubs', stub),
    };
  });
  // Relative requests only (library files import their own files so); replaced before resolving,
  // so that the stub is a module of its own and other importers keep the library's file.
  return new webpack.NormalModuleReplacementPlugin(/^\.\.?\//, (resolveData) => {
    if (resolveData.createData?.resource) return;
    const file = path.resolve(resolveData.context, resolveData.request);
    const match = replacements.find(
      (replacement) =>
        replacement.file === file && (!replacement.issuer || resolveData.contextInfo.issuer === replacement.issuer),
    );
    if (match) resolveData.request = match.stub;
  });
}

/**
 * Webpack's own share-scope runtime is emitted next to the federation plugin's, which runs after it
 * and replaces both of what it defines (__webpack_require__.S and .I) before anything calls them:
 * its code is dead weight in every container's entry. It is emitted empty instead.
 */
function deadShareRuntimePlugin() {
  const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('DeadShareRuntime', (compilation) => {
        compilation.hooks.runtimeModule.tap('DeadShareRuntime', (module) => {
          if (module instanceof WebpackShareRuntimeModule) module.generate = () => '';
        });
      });
    },
  };
}

/** Where `npm run size` and other tools find each build's stats (outside the served folders). */
const statsFile = (name) => path.join(workspaceRoot, 'dist/stats', `${name}.json`);

/**
 * Content hashes are 8 hex digits (as Create React App's): the runtime lists every lazy chunk's hash
 * in the first load, and longer hashes add to /jobs's first load for no safer caching.
 *
 * Content-hashed entry file names. The federation runtime asks for the entry chunk's file name
 * while the chunk is still being hashed, only to learn how deep its folder is; it gets the
 * unhashed form then (same folder), every real file name carries the hash.
 */
function hashedEntryFilename(pathData) {
  const hashed = pathData.contentHash || pathData.chunk?.contentHash?.javascript;
  return hashed ? '[name].[contenthash:8].js' : '[name].js';
}

function dependencyRange(pkg) {
  const range = rootPackage.dependencies[pkg] ?? rootPackage.devDependencies?.[pkg];
  if (!range) throw new Error(`${pkg} is not a dependency in the root package.json`);
  return range;
}

/**
 * Shared modules. Hooks, router context and themes break with two copies, so these are strict
 * singletons. react-query and our own libs (toasts, session, api header providers) hold React
 * context or module state that the shell's providers must share with the remotes, so they are
 * singletons too. The shell provides them eagerly: /jobs needs all of them at once, and one file
 * compresses better and loads without a request waterfall. A production remote is only ever loaded
 * by the shell, built from the same package.json, so it consumes the shell's copies and bundles no
 * fallbacks (`import: false`: its remoteEntry.js no longer registers them); a remote's standalone
 * development app has no shell and keeps its own.
 */
function sharedModules(isHost, production, standalone) {
  const hostProvides = !isHost && !standalone;
  const strict = (pkg, request = pkg) => {
    const subset = request === pkg ? SHARED_SUBSETS[pkg] : undefined;
    return [
      request,
      {
        singleton: true,
        strictVersion: true,
        requiredVersion: dependencyRange(pkg),
        eager: isHost,
        ...(hostProvides
          ? { import: false }
          : subset
            ? { import: subset.facade, packageName: pkg, version: require(`${pkg}/package.json`).version }
            : {}),
      },
    ];
  };
  const workspaceLib = (alias) => [
    alias,
    {
      singleton: true,
      strictVersion: false,
      requiredVersion: false,
      eager: isHost,
      ...(hostProvides ? { import: false } : { version: rootPackage.version }),
    },
  ];
  return Object.fromEntries([
    strict('react'),
    strict('react', 'react/jsx-runtime'),
    // Development builds compile JSX to the dev runtime instead.
    ...(production ? [] : [strict('react', 'react/jsx-dev-runtime')]),
    strict('react-dom'),
    strict('react-dom', 'react-dom/client'),
    strict('react-router'),
    strict('styled-components'),
    strict('@tanstack/react-query'),
    // Forms load on demand in every container: one lazy copy for the shell and the remotes, never
    // in the shell's entry (no eager), so /jobs does not download it.
    [
      'react-hook-form',
      {
        singleton: true,
        strictVersion: false,
        requiredVersion: dependencyRange('react-hook-form'),
        eager: false,
        ...(hostProvides ? { import: false } : {}),
      },
    ],
    workspaceLib('@marketplace/ui'),
    workspaceLib('@marketplace/api-client'),
    workspaceLib('@marketplace/auth'),
  ]);
}

/**
 * Runtime code we never run stays out of the bundles: manifest snapshots (remotes are plain
 * remoteEntry.js files), Node.js loading, and in a remote the code that loads other remotes
 * (remotes never import each other). A production remote is only ever loaded by the shell, so it
 * uses the shell's federation runtime (provide-runtime-core.js) instead of shipping a second copy
 * in its remoteEntry.js, and the shell's bundler runtime (remoteRuntimeAliases); a remote's
 * standalone development app has no shell and keeps its own.
 */
function federationExperiments(isHost, standalone) {
  return {
    optimization: { disableSnapshot: true, target: 'web', disableRemote: !isHost },
    ...(isHost || standalone ? {} : { externalRuntime: true }),
  };
}

/**
 * A production remote also takes the shell's webpack bundler runtime (see remote-bundler-runtime.js):
 * its federation entry imports the package's `bundler` entry, the one the federation plugin resolves.
 */
function remoteRuntimeAliases(isHost, standalone) {
  if (isHost || standalone) return {};
  const fromFederationPlugin = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const bundlerRuntime = fromFederationPlugin.resolve('@module-federation/webpack-bundler-runtime/bundler');
  return { [`${bundlerRuntime}$`]: path.join(__dirname, 'remote-bundler-runtime.js') };
}

/** tsconfig path aliases (`@marketplace/*`) as webpack aliases, plus the shared subsets' packages. */
function aliases(production) {
  // Longest first, so that a lib's second entry point (@marketplace/jobs/skills-picker) is not taken
  // for a path inside its main one (@marketplace/jobs).
  const result = Object.fromEntries(
    Object.entries(compilerOptions.paths)
      .sort(([a], [b]) => b.length - a.length)
      .map(([alias, [target]]) => [alias, path.join(workspaceRoot, target)]),
  );
  for (const [pkg, subset] of Object.entries(SHARED_SUBSETS)) {
    result[`${pkg}-complete$`] = path.join(packageDir(pkg), subset.entry(production));
  }
  // For stubs/snapshot-handler.js: the runtime core's files, past its `exports` map.
  result['federation-runtime-core-dist'] = path.dirname(require.resolve('@module-federation/runtime-core'));
  return result;
}

/**
 * @param {object} options
 * @param {'shell'|'seeker'|'employer'|'admin'} options.name
 * @param {string} options.projectRoot  the project's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {string} [options.title]  document title of the index.html
 */
function createWebpackConfig({ name, projectRoot, exposes, title = 'Nestwork' }) {
  const isHost = name === 'shell';
  const publicPath = isHost ? '/' : `/remotes/${name}/`;

  const config = (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    // A remote builds its standalone app (index.html + bootstrap) only for local development; the
    // production bundle of a remote is its container alone.
    const withHtmlApp = isHost || !production;

    const entry = {};
    if (withHtmlApp) entry.main = path.join(projectRoot, 'src/main.ts');

    return {
      name,
      mode: production ? 'production' : 'development',
      context: projectRoot,
      target: 'web',
      entry,
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(workspaceRoot, 'dist/frontends', name),
        publicPath,
        uniqueName: name,
        filename: production ? hashedEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { ...aliases(production), ...remoteRuntimeAliases(isHost, withHtmlApp) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  // The libraries in the bundles already need ES2022 (private class members), so
                  // our code need not be lowered below it either.
                  target: 'es2022',
                },
              },
            },
          },
          {
            // The contracts are plain constants and functions. Saying so lets webpack follow an
            // import from the barrel to the one file that defines it, so a page gets only the
            // contract files it uses (the jobs page does not download the account rules).
            test: path.join(workspaceRoot, 'backend/contracts/src'),
            sideEffects: false,
          },
          { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        // Terser may write ES2020 syntax (see the swc target) and takes a third pass.
        minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 } } },
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      plugins: [
        unusedLibraryCodePlugin(),
        deadShareRuntimePlugin(),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // The shell registers its remotes at runtime (see the shell's remotes.ts) so that a
          // failed load can be retried; nothing is declared at build time.
          shared: sharedModules(isHost, production, withHtmlApp),
          // Only load what is used: do not fetch every remote's entry up front to compare versions.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          experiments: federationExperiments(isHost, withHtmlApp),
          // The shell hands its runtime to the remotes (see provide-runtime-core.js).
          ...(isHost ? { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.js')] } : {}),
        }),
        ...(withHtmlApp
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: isHost ? title : `${title} (${name} standalone)`,
                chunks: ['main'],
              }),
            ]
          : []),
        ...(production
          ? [
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                compressionOptions: { level: 9 },
                test: /\.(js|css|html|svg|json)$/,
                threshold: 0,
                minRatio: Infinity,
              }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                test: /\.(js|css|html|svg|json)$/,
                threshold: 0,
                minRatio: Infinity,
              }),
              new StatsFilePlugin(statsFile(name)),
            ]
          : []),
      ],
      devServer: {
        port: DEV_PORTS[name],
        hot: false,
        static: false,
        historyApiFallback: { index: `${publicPath}index.html` },
        proxy: [
          // The favicon and the web app manifest come from the API (backend/api/src/core/static/site-identity.ts).
          {
            context: ['/api', '/favicon.svg', '/manifest.webmanifest'],
            target: process.env.API_URL ?? 'http://localhost:3000',
          },
          ...(isHost
            ? REMOTE_NAMES.map((remote) => ({
                context: [`/remotes/${remote}`],
                target: `http://localhost:${DEV_PORTS[remote]}`,
              }))
            : []),
        ],
      },
    };
  };
  // What this container is, for tools that read the build (infra/scripts/size.mjs).
  config.federation = { name, publicPath, exposes: exposes ?? {} };
  return config;
}

module.exports = { createWebpackConfig, statsFile, DEV_PORTS, REMOTE_NAMES, workspaceRoot };

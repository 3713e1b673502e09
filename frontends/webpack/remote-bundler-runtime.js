// What a production remote's federation entry imports instead of the webpack bundler runtime
// (@module-federation/webpack-bundler-runtime): the shell's copy of its functions, published by
// provide-runtime-core.js, as the remote already uses the shell's runtime core. The remote keeps its
// own `runtime` module (it holds the container's federation instance) and the one function the
// shell's copy leaves out because the shell exposes nothing. The object has the shape of the
// package's default export, which the federation entry copies into __webpack_require__.federation.
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const shell = globalThis._FEDERATION_BUNDLER_RUNTIME;

export default {
  // What the bundler runtime calls on it (init, and getRemoteEntry for shared fallbacks), so the
  // rest of the module (loadRemote and the like, with their error texts) stays out.
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...shell.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

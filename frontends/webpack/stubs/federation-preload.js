// Stands in for the federation runtime's preloading (runtime-core's utils/preload.js): it serves
// preloadRemote() and manifest snapshots, and no frontend preloads a remote or has a manifest
// (see snapshot-handler.js). Asking for it anyway fails loudly instead of doing nothing.
function notBuiltIn() {
  throw new Error('Preloading remotes is not part of this build (frontends/webpack/stubs/federation-preload.js).');
}

export const defaultPreloadArgs = notBuiltIn;
export const formatPreloadArgs = notBuiltIn;
export const normalizePreloadExposes = notBuiltIn;
export const preloadAssets = notBuiltIn;

// Stands in for the federation runtime's SnapshotHandler where the runtime core constructs it. The
// snapshot handler loads remotes' manifests (mf-manifest.json); the containers are built without
// manifests and with `disableSnapshot`, and the shell registers plain remoteEntry.js files, so it
// is never asked for one. The disabled handler the runtime ships keeps the plugin hooks it needs.
export { DisabledSnapshotHandler as SnapshotHandler } from 'federation-runtime-core-dist/plugins/snapshot/disabled.js';

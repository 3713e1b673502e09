import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTE_NAMES = ['seeker', 'employer', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Props every remote's exposed `./routes` component accepts. */
export interface RemoteRoutesProps {
  area?: 'public' | 'member';
}

export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
}

export type RemoteLoader = (name: RemoteName) => Promise<RemoteRoutesModule>;

let registered = false;

/**
 * Remotes are registered at runtime (not as build-time imports) because webpack caches a failed
 * remote import for the page's lifetime, while the federation runtime lets a retry load again.
 * They are served from the same origin under /remotes/<name>/.
 */
function registerOnce(): void {
  if (registered) return;
  registerRemotes(
    REMOTE_NAMES.map((name) => ({
      name,
      entry: new URL(`/remotes/${name}/remoteEntry.js`, window.location.origin).href,
    })),
  );
  registered = true;
}

export const loadRemoteRoutes: RemoteLoader = async (name) => {
  registerOnce();
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`The ${name} remote did not provide its routes.`);
  }
  return module;
};

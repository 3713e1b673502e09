import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary, ErrorState, Skeleton, VisuallyHidden } from '@marketplace/ui';
import { loadRemoteRoutes, type RemoteLoader, type RemoteName, type RemoteRoutesProps } from './remotes';

const AREA_LABELS: Record<RemoteName, string> = {
  seeker: 'job seeker',
  employer: 'employer',
  admin: 'admin',
};

type LazyRoutes = LazyExoticComponent<ComponentType<RemoteRoutesProps>>;

// One lazy component per loader and remote, so moving between routes of the same remote does not
// reload it; a retry replaces the entry with a fresh one that loads again.
const lazyCache = new WeakMap<RemoteLoader, Map<RemoteName, LazyRoutes>>();

function lazyRoutes(load: RemoteLoader, remote: RemoteName, fresh = false): LazyRoutes {
  let byRemote = lazyCache.get(load);
  if (!byRemote) lazyCache.set(load, (byRemote = new Map()));
  let routes = byRemote.get(remote);
  if (!routes || fresh) {
    routes = lazy(() => load(remote));
    byRemote.set(remote, routes);
  }
  return routes;
}

export interface RemoteRoutesComponentProps extends RemoteRoutesProps {
  remote: RemoteName;
  /** How the remote is loaded; the module federation runtime unless a test supplies another. */
  load?: RemoteLoader;
}

/** Renders a remote's routes, with a loading state and an error message + Retry if it fails. */
export function RemoteRoutes({ remote, area, load = loadRemoteRoutes }: RemoteRoutesComponentProps) {
  const [routes, setRoutes] = useState(() => ({ remote, load, Routes: lazyRoutes(load, remote), attempt: 0 }));
  // A different remote or loader in the same slot starts from the cached component again.
  const current =
    routes.remote === remote && routes.load === load
      ? routes
      : { remote, load, Routes: lazyRoutes(load, remote), attempt: 0 };
  const { Routes } = current;

  const retry = () => setRoutes({ remote, load, Routes: lazyRoutes(load, remote, true), attempt: current.attempt + 1 });

  return (
    // A new key per attempt gives the retry a fresh boundary around a fresh lazy component.
    <ErrorBoundary
      key={`${remote}:${current.attempt}`}
      onError={(error, info) => console.error(`The ${remote} remote failed`, error, info.componentStack)}
      fallback={() => (
        <ErrorState
          title="This page could not be loaded"
          message={`The ${AREA_LABELS[remote]} area of Nestwork did not load. Check your connection and try again.`}
          onRetry={retry}
        />
      )}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Routes area={area} />
      </Suspense>
    </ErrorBoundary>
  );
}

function RemoteLoading() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading…</VisuallyHidden>
      <Skeleton $width="40%" $height="2rem" />
      <br />
      <Skeleton $width="70%" />
    </div>
  );
}

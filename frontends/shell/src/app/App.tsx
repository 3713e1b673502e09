import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary, ErrorState, NotFoundPage } from '@marketplace/ui';
import { LandingPage } from './LandingPage';
import { Layout } from './Layout';
import { RemoteRoutes } from './RemoteRoutes';
import { loadRemoteRoutes, type RemoteLoader } from './remotes';

/** The shell's routes: its own pages plus each remote's area, loaded on demand. */
export function App({ loadRemote = loadRemoteRoutes }: { loadRemote?: RemoteLoader }) {
  const { pathname } = useLocation();
  return (
    <Layout>
      {/* A page that throws while rendering still leaves the frame and a way out; navigating resets it. */}
      <ErrorBoundary
        key={pathname}
        onError={(error) => console.error('A page failed to render', error)}
        fallback={(_error, reset) => (
          <ErrorState
            title="Something went wrong"
            message="This page hit an unexpected problem. Try again, or reload the page if it keeps happening."
            onRetry={reset}
          />
        )}
      >
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/jobs/*" element={<RemoteRoutes remote="seeker" area="public" load={loadRemote} />} />
          <Route path="/seeker/*" element={<RemoteRoutes remote="seeker" load={loadRemote} />} />
          <Route path="/employer/*" element={<RemoteRoutes remote="employer" load={loadRemote} />} />
          <Route path="/admin/*" element={<RemoteRoutes remote="admin" load={loadRemote} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ErrorBoundary>
    </Layout>
  );
}

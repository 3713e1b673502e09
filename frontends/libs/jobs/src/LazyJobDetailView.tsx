import { lazy, Suspense } from 'react';
import type { JobDetailViewProps } from './JobDetailView';

export type { JobDetailViewProps };

// Its own chunk: the /jobs list shares this lib and must not pay for the detail layout.
const View = lazy(() => import('./JobDetailView').then((m) => ({ default: m.JobDetailView })));

/** The job detail as seekers see it, loaded on first use. */
export function JobDetailView(props: JobDetailViewProps) {
  return (
    <Suspense fallback={<p aria-busy="true">Loading the job…</p>}>
      <View {...props} />
    </Suspense>
  );
}

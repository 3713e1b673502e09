import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '@marketplace/ui';
import { JobsPage } from './jobs/JobsPage';

export interface SeekerRoutesProps {
  /** 'public' when the shell mounts these routes at /jobs (no sign-in); 'member' under /seeker. */
  area?: 'public' | 'member';
}

/**
 * The seeker remote's routes, exposed as `seeker/routes`. Paths are relative to where the shell
 * mounts them; the shell supplies every provider.
 */
export default function SeekerRoutes({ area = 'member' }: SeekerRoutesProps) {
  if (area === 'public') {
    return (
      <Routes>
        <Route index element={<JobsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<Navigate to="jobs" replace />} />
      <Route path="jobs" element={<JobsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

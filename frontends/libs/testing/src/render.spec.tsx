import { Route, Routes, useLocation } from 'react-router';
import { screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@marketplace/auth';
import { useToast } from '@marketplace/ui';
import { buildSessionUser } from './fixtures';
import { renderWithProviders } from './render';

function Probe() {
  const location = useLocation();
  const session = useSession();
  useToast();
  const queryClient = useQueryClient();
  return (
    <p>
      {location.pathname} as {session.user?.name ?? 'guest'}, retries{' '}
      {String(queryClient.getDefaultOptions().queries?.retry)}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('supplies router, session, toasts and a non-retrying query client', () => {
    renderWithProviders(
      <Routes>
        <Route path="/seeker/jobs" element={<Probe />} />
      </Routes>,
      { route: '/seeker/jobs', sessionUser: buildSessionUser({ name: 'Ana' }) },
    );
    expect(screen.getByText('/seeker/jobs as Ana, retries false')).toBeInTheDocument();
  });

  it('returns a user-event instance and the query client', () => {
    const result = renderWithProviders(<p>hello</p>);
    expect(typeof result.user.click).toBe('function');
    expect(result.queryClient.getDefaultOptions().queries?.staleTime).toBe(Infinity);
  });
});

import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionProvider, useSession, type SessionUser } from './session';

const employer: SessionUser = { id: 'u1', name: 'Dana Reyes', email: 'employer@demo.local', role: 'employer' };

describe('session', () => {
  it('starts signed out', () => {
    const { result } = renderHook(() => useSession(), { wrapper: ({ children }: { children: ReactNode }) => <SessionProvider>{children}</SessionProvider> });
    expect(result.current).toMatchObject({ user: null, role: null, isAuthenticated: false });
    expect(result.current.hasRole('seeker', 'employer', 'admin')).toBe(false);
  });

  it('tracks the user and role after setUser', () => {
    const { result } = renderHook(() => useSession(), { wrapper: ({ children }: { children: ReactNode }) => <SessionProvider>{children}</SessionProvider> });
    act(() => result.current.setUser(employer));
    expect(result.current).toMatchObject({ user: employer, role: 'employer', isAuthenticated: true });
    expect(result.current.hasRole('employer')).toBe(true);
    expect(result.current.hasRole('admin', 'seeker')).toBe(false);

    act(() => result.current.setUser(null));
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('accepts an initial user', () => {
    function Name() {
      return <p>{useSession().user?.name ?? 'nobody'}</p>;
    }
    render(
      <SessionProvider initialUser={employer}>
        <Name />
      </SessionProvider>,
    );
    expect(screen.getByText('Dana Reyes')).toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow('useSession must be used inside <SessionProvider>');
    consoleError.mockRestore();
  });
});

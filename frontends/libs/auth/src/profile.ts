import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@marketplace/api-client';
import { profileQueryKey } from './api';
import { fetchProfile, isProfileFetchBlocked, subscribeProfileGate } from './profile-gate';
import { useSession } from './session';

/** Pause between the retries of a 401, so a passing hiccup can recover before the block. */
export const PROFILE_401_RETRY_DELAY_MS = 500;

/**
 * The acting user's profile. A 401 is retried until the rule blocks fetching; then the session is
 * over: the user is sent to /sign-in.
 */
export function useProfile() {
  const session = useSession();
  const navigate = useNavigate();
  const blocked = useSyncExternalStore(subscribeProfileGate, isProfileFetchBlocked, isProfileFetchBlocked);
  const actingUserId = session.actingUser?.id ?? null;

  const query = useQuery({
    queryKey: profileQueryKey(actingUserId),
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: actingUserId !== null && !blocked,
    retry: (_failures, error) => isApiError(error) && error.status === 401 && !isProfileFetchBlocked(),
    retryDelay: PROFILE_401_RETRY_DELAY_MS,
  });

  useEffect(() => {
    if (blocked) navigate('/sign-in', { replace: true });
  }, [blocked, navigate]);

  return query;
}

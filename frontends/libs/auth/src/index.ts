export {
  SessionProvider,
  useSession,
  type ActingUser,
  type Session,
  type SessionProviderProps,
  type SessionUser,
} from './session';
export {
  IMPERSONATION_STORAGE_KEY,
  clearImpersonation,
  inspectImpersonation,
  parseImpersonationRecord,
  readImpersonation,
  saveImpersonation,
  subscribeImpersonation,
  type ImpersonationInspection,
  type ImpersonationProblem,
  type ImpersonationRecord,
} from './impersonation-store';
export { impersonationHeaderProvider } from './impersonation-headers';
export {
  ProfileFetchBlockedError,
  fetchProfile,
  isProfileFetchBlocked,
  resetProfileFetchGate,
  subscribeProfileGate,
} from './profile-gate';
export { useProfile, PROFILE_401_RETRY_DELAY_MS } from './profile';
export { profileQueryKey } from './api';
export { dashboardPath } from './dashboards';
export {
  INTENT_PARAM,
  SIGN_IN_REASONS,
  readSignInIntent,
  signInPathFor,
  type SignInIntent,
  type SignInIntentAction,
} from './sign-in-intent';

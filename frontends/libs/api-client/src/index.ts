export {
  api,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ErrorListener,
  type HeaderProvider,
  type RequestOptions,
} from './client';
export { ApiError, isApiError, errorMessage, serverMessageOr, NETWORK_ERROR_MESSAGE } from './errors';
export { createQueryClient } from './query-client';
export { openLinkInNewTab } from './open-link';
export { useSiteConfig, queryKeys, forgetUserQueries, type MutationCallbacks } from './hooks';

export { api, createApiClient, type ApiClient, type ApiClientOptions, type HeaderProvider, type RequestOptions } from './client';
export { ApiError, isApiError, errorMessage, NETWORK_ERROR_MESSAGE } from './errors';
export { createQueryClient } from './query-client';
export { useJobs, useSiteConfig, queryKeys } from './hooks';

export { renderWithProviders, createTestQueryClient, type RenderWithProvidersOptions } from './render';
export { mockFetch, mockApi, restoreFetch, deferred, type FetchHandler, type MockReply } from './fetch-mock';
export { buildJobCard, buildJobsPage, buildSessionUser, buildUserProfile, buildImpersonatedUser } from './fixtures';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type MutationCallbacks, type RequestOptions } from '@marketplace/api-client';
import {
  ADMIN_PAGING,
  AUDIT_LOG_PARAMS,
  readAdminPageQuery,
  type AdminConciergeJobsResponse,
  type AdminJobQueueItem,
  type AdminJobsPage,
  type AdminPayment,
  type AdminPaymentsPage,
  type AdminPaymentsQuery,
  type AdminUsersPage,
  type AuditLogPage,
  type AuditLogQuery,
  type ModerationResult,
  type RefundPaymentResponse,
} from '@marketplace/contracts';

export const USERS_PAGE_SIZE = ADMIN_PAGING.defaultPageSize;
export const AUDIT_PAGE_SIZE = ADMIN_PAGING.defaultPageSize;
export const PAYMENTS_PAGE_SIZE = ADMIN_PAGING.defaultPageSize;

/** Query keys of the admin area. */
export const adminKeys = {
  users: (q: string, page: number) => ['admin', 'users', { q, page }] as const,
  auditLog: (query: AuditLogQuery) => ['admin', 'audit-log', query] as const,
  jobQueue: () => ['admin', 'jobs'] as const,
  jobQueuePage: (page: number) => [...adminKeys.jobQueue(), { page }] as const,
  payments: () => ['admin', 'payments'] as const,
  conciergeJobs: (adminId: string | null) => ['admin', 'concierge', { adminId }] as const,
  paymentsPage: (filters: AdminPaymentsQuery, page: number) => [...adminKeys.payments(), { ...filters, page }] as const,
};

/** GET /api/admin/users?q=&page=&pageSize= ; the previous page stays on screen while the next loads. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) =>
      api.get<AdminUsersPage>('/api/admin/users', { query: { q, page, pageSize: USERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The audit log's query as the API takes it (the client leaves out the filters that are null). */
export function auditLogRequestQuery(query: AuditLogQuery): NonNullable<RequestOptions['query']> {
  const P = AUDIT_LOG_PARAMS;
  return {
    page: query.page,
    pageSize: query.pageSize,
    [P.admin]: query.adminId,
    [P.user]: query.userId,
    [P.action]: query.action,
    [P.refused]: query.includeRefused ? 'true' : null,
  };
}

/** GET /api/admin/audit-log?admin=&user=&action=&refused=&page= ; the previous page stays on screen while the next loads. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: adminKeys.auditLog(query),
    queryFn: ({ signal }) =>
      api.get<AuditLogPage>('/api/admin/audit-log', { query: auditLogRequestQuery(query), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/jobs?page= : submitted jobs waiting for review, oldest first. */
export function useJobQueue(page: number) {
  return useQuery({
    queryKey: adminKeys.jobQueuePage(page),
    queryFn: ({ signal }) => api.get<AdminJobsPage>('/api/admin/jobs', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The review queue is fetched again after a decision, without holding the screen up. */
function useModerate<TVariables>(
  mutationFn: (variables: TVariables) => Promise<ModerationResult>,
  { onSuccess, onError }: MutationCallbacks<ModerationResult, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation<ModerationResult, Error, TVariables>({
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.jobQueue() });
      return onSuccess?.(...args);
    },
    onError,
  });
}

/** POST /api/admin/jobs/{id}/approve: the job goes live. */
export function useApproveJob(callbacks: MutationCallbacks<ModerationResult, AdminJobQueueItem> = {}) {
  return useModerate(
    (item: AdminJobQueueItem) => api.post<ModerationResult>(`/api/admin/jobs/${encodeURIComponent(item.id)}/approve`),
    callbacks,
  );
}

/** What rejecting sends: the job and the reason the employer will read. */
export interface RejectJobVariables {
  item: AdminJobQueueItem;
  text: string;
}

/** POST /api/admin/jobs/{id}/reject with the reason. */
export function useRejectJob(callbacks: MutationCallbacks<ModerationResult, RejectJobVariables> = {}) {
  return useModerate(
    ({ item, text }: RejectJobVariables) =>
      api.post<ModerationResult>(`/api/admin/jobs/${encodeURIComponent(item.id)}/reject`, { reason: text }),
    callbacks,
  );
}

/** A page number from the URL, read by the server's paging rule; anything it would refuse ('1e21', '2.0', 0) is page 1. */
export function pageFromParam(value: string | null): number {
  return readAdminPageQuery({ page: value ?? undefined }).page;
}

/** GET /api/admin/payments?email=&status=&page= : every charge, newest first. */
export function useAdminPayments(filters: AdminPaymentsQuery, page: number) {
  return useQuery({
    queryKey: adminKeys.paymentsPage(filters, page),
    queryFn: ({ signal }) =>
      api.get<AdminPaymentsPage>('/api/admin/payments', {
        query: { email: filters.email, status: filters.status, page, pageSize: PAYMENTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/payments/{id}/refund; the payments are fetched again after it. */
export function useRefundPayment({ onSuccess, onError }: MutationCallbacks<RefundPaymentResponse, AdminPayment> = {}) {
  const queryClient = useQueryClient();
  return useMutation<RefundPaymentResponse, Error, AdminPayment>({
    mutationFn: (payment: AdminPayment) =>
      api.post<RefundPaymentResponse>(`/api/admin/payments/${encodeURIComponent(payment.id)}/refund`),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.payments() });
      return onSuccess?.(...args);
    },
    onError,
  });
}

/** GET /api/admin/concierge/jobs[?adminId=]: the signed-in admin's concierge jobs, or another admin's. */
export function useConciergeJobs(adminId: string | null) {
  return useQuery({
    queryKey: adminKeys.conciergeJobs(adminId),
    queryFn: ({ signal }) =>
      api.get<AdminConciergeJobsResponse>('/api/admin/concierge/jobs', { query: { adminId }, signal }),
  });
}

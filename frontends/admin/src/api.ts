import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import { ADMIN_PAGING, type AdminUsersPage, type AuditLogPage } from '@marketplace/contracts';

export const USERS_PAGE_SIZE = ADMIN_PAGING.defaultPageSize;
export const AUDIT_PAGE_SIZE = ADMIN_PAGING.defaultPageSize;

/** GET /api/admin/users?q=&page=&pageSize= ; the previous page stays on screen while the next loads. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'users', { q, page }],
    queryFn: ({ signal }) => api.get<AdminUsersPage>('/api/admin/users', { query: { q, page, pageSize: USERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/audit-log?page= */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: ['admin', 'audit-log', { page }],
    queryFn: ({ signal }) => api.get<AuditLogPage>('/api/admin/audit-log', { query: { page, pageSize: AUDIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page number from the URL: a positive integer, else 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? DATE.format(time) : '—';
}

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? DATE_TIME.format(time) : '—';
}

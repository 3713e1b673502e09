import { IMPERSONATION_HEADERS, IMPERSONATION_QUERY, ROLES, type Role } from '@marketplace/contracts';

/** What a request says about impersonation: the headers (or query) naming the admin and the user they act as. */
export interface ImpersonationClaim {
  userId: string;
  role: Role;
  adminId: string;
}

export type ClaimReading = { kind: 'none' } | { kind: 'claim'; claim: ImpersonationClaim } | { kind: 'malformed' };

interface ClaimSource {
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
}

function single(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value.trim();
  // Repeated headers or parameters are never a valid claim.
  return null;
}

/**
 * Reads the impersonation headers, or the query parameters that resume downloads may carry. A
 * lone `adminId` query parameter is not a claim (the name is too generic); anything else that is
 * incomplete, repeated, or disagrees between headers and query is malformed.
 */
export function readImpersonationClaim({ headers, query }: ClaimSource): ClaimReading {
  const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const fromHeaders = {
    userId: single(headers[IMPERSONATION_HEADERS.userId]),
    role: single(headers[IMPERSONATION_HEADERS.userRole]),
    adminId: single(headers[IMPERSONATION_HEADERS.adminId]),
  };
  const queryUserId = single(q[IMPERSONATION_QUERY.userId]);
  const queryRole = single(q[IMPERSONATION_QUERY.userRole]);
  const fromQuery =
    queryUserId !== undefined || queryRole !== undefined
      ? { userId: queryUserId, role: queryRole, adminId: single(q[IMPERSONATION_QUERY.adminId]) }
      : null;
  const headerPresent = Object.values(fromHeaders).some((value) => value !== undefined);
  if (!headerPresent && !fromQuery) return { kind: 'none' };

  const parts = [headerPresent ? fromHeaders : null, fromQuery].filter(
    (part): part is NonNullable<typeof part> => part !== null,
  );
  const claims: ImpersonationClaim[] = [];
  for (const { userId, role, adminId } of parts) {
    if (!userId || !role || !adminId || !(ROLES as readonly string[]).includes(role)) return { kind: 'malformed' };
    claims.push({ userId, role: role as Role, adminId });
  }
  const [claim, other] = claims;
  if (!claim) return { kind: 'malformed' };
  if (other && (other.userId !== claim.userId || other.role !== claim.role || other.adminId !== claim.adminId))
    return { kind: 'malformed' };
  return { kind: 'claim', claim };
}

import type { HeaderProvider } from '@marketplace/api-client';
import { IMPERSONATION_HEADERS } from '@marketplace/contracts';
import { readImpersonation } from './impersonation-store';

/**
 * Request headers naming the impersonated user and the admin, which every call carries for as long
 * as the requesting admin has a usable record. Each call counts as activity on the record.
 */
export function impersonationHeaderProvider(currentAdminId: () => string | null): HeaderProvider {
  return () => {
    const adminId = currentAdminId();
    if (!adminId) return null;
    const record = readImpersonation(adminId);
    if (!record) return null;
    return {
      [IMPERSONATION_HEADERS.userId]: record.impersonatedUser.id,
      [IMPERSONATION_HEADERS.userRole]: record.impersonatedUser.role,
      [IMPERSONATION_HEADERS.adminId]: record.adminId,
    };
  };
}

export { ImpersonationModule, ImpersonationWorkerModule } from './impersonation.module';
export { ImpersonationService, IMPERSONATION_IDLE_MS } from './impersonation.service';
export { AuditLogService } from './audit/audit-log.service';

import { ImpersonationAuditEntry } from './entities/impersonation-audit-entry.entity';
import { ImpersonationSession } from './entities/impersonation-session.entity';

/** The tables impersonation owns, for the ORM (gathered in modules/index.ts). */
export const IMPERSONATION_ENTITIES = [ImpersonationSession, ImpersonationAuditEntry];

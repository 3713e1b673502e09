export { ImpersonationModule, ImpersonationWorkerModule } from './impersonation.module';
export { ImpersonationService, IMPERSONATION_IDLE_MS } from './impersonation.service';

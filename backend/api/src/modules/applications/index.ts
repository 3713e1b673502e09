export { ApplicationsModule, ApplicationStatusesModule } from './applications.module';
/** The applications table's entity, for other modules' foreign keys to an application (interviews); its rows are read and written here only. */
export { Application } from './entities/application.entity';
export { INTERVIEW_SCHEDULES, type InterviewSchedules } from './interview-schedules.port';

import { Application } from './entities/application.entity';
import { ApplicationStatusChange } from './entities/application-status-change.entity';
import { ApplicationBulkChange } from './entities/application-bulk-change.entity';

/** The tables applications owns, for the ORM (gathered in modules/index.ts). */
export const APPLICATIONS_ENTITIES = [Application, ApplicationStatusChange, ApplicationBulkChange];

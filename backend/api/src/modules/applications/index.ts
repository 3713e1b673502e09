export { ApplicationsModule, ApplicationStatusesModule } from './applications.module';

import { Application } from './entities/application.entity';
import { ApplicationStatusChange } from './entities/application-status-change.entity';

/** The tables applications owns, for the ORM (gathered in modules/index.ts). */
export const APPLICATIONS_ENTITIES = [Application, ApplicationStatusChange];

export { TalentModule } from './talent.module';

import { JobInvitation } from './entities/job-invitation.entity';

/** The tables talent owns, for the ORM (gathered in modules/index.ts). */
export const TALENT_ENTITIES = [JobInvitation];

export { CritiquesModule, CritiquesWorkerModule } from './critiques.module';

import { CritiqueRequestEntity } from './entities/critique-request.entity';

/** The tables critiques owns, for the ORM (gathered in modules/index.ts). */
export const CRITIQUES_ENTITIES = [CritiqueRequestEntity];

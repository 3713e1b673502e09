export { UploadsModule, UploadsWorkerModule } from './uploads.module';

import { Upload } from './entities/upload.entity';

/** The tables uploads owns, for the ORM (gathered in modules/index.ts). */
export const UPLOADS_ENTITIES = [Upload];

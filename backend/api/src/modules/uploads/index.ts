export { StoredFilesModule, UploadsModule, UploadsWorkerModule } from './uploads.module';
/** The uploads table's entity, for other modules' foreign keys to an upload (profiles' resumes); its rows are read and written here only. */
export { Upload } from './entities/upload.entity';

import { Upload } from './entities/upload.entity';

/** The tables uploads owns, for the ORM (gathered in modules/index.ts). */
export const UPLOADS_ENTITIES = [Upload];

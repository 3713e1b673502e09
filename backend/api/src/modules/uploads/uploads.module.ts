import { Module } from '@nestjs/common';
import { STORED_FILES } from '../../core/files/stored-files';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { AccountsModule } from '../accounts';
import { ProfilePicturesController } from './profile-pictures.controller';
import { ProfilePicturesService } from './profile-pictures.service';
import { StoredFilesService } from './stored-files.service';
import { UploadProcessingService } from './upload-processing.service';
import { UploadsController } from './uploads.controller';
import { UploadsAccountListeners } from './uploads.listeners';
import { UploadsProcessor } from './uploads.processor';
import { UPLOADS_QUEUE } from './uploads.queue';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

const uploadsQueue = registerQueue(UPLOADS_QUEUE);

/**
 * The StoredFiles port (core/files/stored-files.ts) through which other modules claim and read
 * files, for the modules that show them (accounts' profiles, profiles, applications, talent) to
 * import without the rest of uploads: it needs nothing but the database and the object storage.
 */
@Module({
  providers: [UploadsRepository, StoredFilesService, { provide: STORED_FILES, useExisting: StoredFilesService }],
  exports: [STORED_FILES],
})
export class StoredFilesModule {}

/** Uploads: the presigned flow (presign, PUT, confirm) onto the private bucket and the profile-picture links. */
@Module({
  imports: [AccountsModule, uploadsQueue],
  controllers: [UploadsController, ProfilePicturesController],
  providers: [UploadsRepository, StoredFilesService, UploadsService, ProfilePicturesService, UploadsAccountListeners],
  exports: [uploadsQueue, UploadsRepository, StoredFilesService, UploadsService],
})
export class UploadsModule {}

/** The worker's half: processing confirmed files, the sweep, a deleted account's files. */
@Module({
  imports: [UploadsModule, AccountsModule],
  providers: [UploadProcessingService, UploadsProcessor],
})
export class UploadsWorkerModule {}

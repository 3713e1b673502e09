import { Global, Module } from '@nestjs/common';
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
 * Uploads: the presigned flow of spec section 7 onto the private bucket, the profile-picture links,
 * and the StoredFiles port through which other modules (accounts, profiles, ...) claim and read
 * files. Global, because accounts needs the port and may not import this module (which imports it).
 */
@Global()
@Module({
  imports: [AccountsModule, uploadsQueue],
  controllers: [UploadsController, ProfilePicturesController],
  providers: [
    UploadsRepository,
    StoredFilesService,
    UploadsService,
    ProfilePicturesService,
    UploadsAccountListeners,
    { provide: STORED_FILES, useExisting: StoredFilesService },
  ],
  exports: [STORED_FILES, uploadsQueue, UploadsRepository, StoredFilesService, UploadsService],
})
export class UploadsModule {}

/** The worker's half: processing confirmed files, the sweep, a deleted account's files. */
@Module({
  imports: [UploadsModule, AccountsModule],
  providers: [UploadProcessingService, UploadsProcessor],
})
export class UploadsWorkerModule {}

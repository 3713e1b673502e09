import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

/** Sets the bucket up at boot where the config asks for it (the local server); closes the client at shutdown. */
@Injectable()
class StorageLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Storage');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: ObjectStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.storage.setupBucket) return;
    const origins = [...new Set([...this.config.siteOrigins, ...this.config.trustedOrigins])];
    await this.storage.setUpBucket(origins);
    this.logger.log(`Bucket ${this.config.storage.bucket} is ready; browsers may upload from ${origins.join(', ')}`);
  }

  onApplicationShutdown(): void {
    if (this.storage instanceof S3ObjectStorage) this.storage.destroy();
  }
}

/** The private object storage (S3_* settings), for every process. */
@Global()
@Module({
  providers: [
    {
      provide: ObjectStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new S3ObjectStorage(config.storage),
    },
    StorageLifecycle,
  ],
  exports: [ObjectStorage],
})
export class StorageModule {}

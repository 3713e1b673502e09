import type { AppConfig } from '../../src/config/app-config';
import { S3ObjectStorage } from '../../src/infrastructure/storage/s3-object-storage';

/** The app's storage driver on the test bucket, for suites that look at objects directly. */
export function testStorage(config: AppConfig): S3ObjectStorage {
  return new S3ObjectStorage(config.storage);
}

/**
 * Creates the test bucket when missing and starts it afresh: no objects, and a CORS rule with only
 * this run's origins (the tests own the bucket; the browser tier's random ports would pile up).
 */
export async function emptyBucket(config: AppConfig): Promise<void> {
  const storage = testStorage(config);
  try {
    await storage.forgetCors();
    await storage.setUpBucket([...config.siteOrigins, ...config.trustedOrigins]);
    await storage.remove(await storage.list(''));
  } finally {
    storage.destroy();
  }
}

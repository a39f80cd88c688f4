// Picks the storage driver named by STORAGE_DRIVER: local files, or an S3-compatible store.
import type { Config } from '../config';
import { LocalStorageDriver } from './local-storage-driver';
import { createS3Client, S3StorageDriver } from './s3-storage-driver';
import type { StorageDriver } from './storage-driver';

export type StorageConfig = Pick<
  Config,
  | 'STORAGE_DRIVER'
  | 'STORAGE_DIR'
  | 'APP_URL'
  | 'APP_KEY'
  | 'SIGNED_URL_TTL_SECONDS'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_PUBLIC_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export function createStorage(config: StorageConfig): StorageDriver {
  switch (config.STORAGE_DRIVER) {
    case 'local': {
      const driver = new LocalStorageDriver({
        rootDir: config.STORAGE_DIR,
        appUrl: config.APP_URL,
        signingKey: config.APP_KEY,
        defaultExpiresInSeconds: config.SIGNED_URL_TTL_SECONDS,
      });
      // Best effort: a crash mid-upload can leave a partial file; nothing depends on this finishing.
      void driver.removeStalePartials().catch(() => {});
      return driver;
    }
    case 's3': {
      const client = (endpoint: string | undefined) =>
        createS3Client({
          region: config.S3_REGION,
          endpoint,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        });
      return new S3StorageDriver({
        client: client(config.S3_ENDPOINT),
        ...(config.S3_PUBLIC_ENDPOINT ? { presignClient: client(config.S3_PUBLIC_ENDPOINT) } : {}),
        bucket: config.S3_BUCKET ?? '',
        defaultExpiresInSeconds: config.SIGNED_URL_TTL_SECONDS,
      });
    }
    default:
      throw new Error(`Unknown STORAGE_DRIVER: ${String(config.STORAGE_DRIVER satisfies never)}`);
  }
}

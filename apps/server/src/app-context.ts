// What every module and job receives: configuration and the platform services.
import type { Logger } from 'pino';
import type { Config } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import type { Mailer } from './platform/mail/mailer';
import type { JobQueue } from './platform/queue/job-queue';
import type { StorageDriver } from './platform/storage/storage-driver';

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  storage: StorageDriver;
  queue: JobQueue;
  logger: Logger;
  mailer: Mailer;
}

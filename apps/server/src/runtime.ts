// Opens every platform service in order (database, migrations, seeds, storage, queue) and
// closes them in reverse. Shared by the `serve`, `worker` and `all` entry points and the tests.
import pino from 'pino';
import type { AppContext } from './app-context';
import { createQueues } from './jobs/queues';
import type { Config } from './platform/config';
import { openDatabase } from './platform/db/client';
import { migrateDatabase, withMigrationLock } from './platform/db/migrate';
import { loggerOptions } from './platform/logger';
import { createMailer } from './platform/mail/mailer';
import { startQueue } from './platform/queue/pg-boss-queue';
import { createStorage } from './platform/storage/create-storage';
import { seedSystemData } from './seeds/seed-system-data';

export interface Runtime extends AppContext {
  /** Work to stop when the runtime closes, before the queue and the database (the webhook sender). */
  onClose(stop: () => Promise<void>): void;
  close(): Promise<void>;
}

export async function createRuntime(config: Config): Promise<Runtime> {
  const logger = pino(loggerOptions(config));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    const storage = createStorage(config);
    await withMigrationLock(database, async () => {
      await migrateDatabase(database);
      await seedSystemData(database.db, storage);
    });
    const queue = await startQueue(database, logger, {
      maintenanceIntervalSeconds: config.QUEUE_MAINTENANCE_SECONDS,
      lease: { renewSeconds: config.JOB_LEASE_RENEW_SECONDS, staleSeconds: config.JOB_LEASE_STALE_SECONDS },
    });
    await createQueues(queue, config);
    const stops: (() => Promise<void>)[] = [];
    return {
      config,
      database,
      storage,
      queue,
      logger,
      mailer: createMailer(config, logger),
      onClose: (stop) => stops.push(stop),
      close: async () => {
        await Promise.all(stops.splice(0).map((stop) => stop()));
        await queue.stop({ timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS });
        await database.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

// Admin CLI: `npm run admin -- <command> [options]` (or `node apps/server/dist/admin.js …`).
// Uses the same configuration as the server (DATABASE_URL or the embedded database). When a
// running server holds the embedded database, the command is run by that server (admin-channel.ts).
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { migrateDatabase, withMigrationLock } from '../platform/db/migrate';
import { dataDirOwner } from '../platform/db/pglite-lock';
import { createStorage } from '../platform/storage/create-storage';
import { seedSystemData } from '../seeds/seed-system-data';
import { sendAdminCommand } from './admin-channel';
import { adminCommandName, adminUsage, runAdminCommand } from './run-admin-command';

async function main(argv: string[]) {
  if (!adminCommandName(argv)) {
    console.log(adminUsage);
    return;
  }
  const config = loadConfig();
  if (!config.DATABASE_URL && dataDirOwner(config.PGLITE_DIR)) {
    console.log(await sendAdminCommand(config.DATA_DIR, argv));
    return;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    await withMigrationLock(database, async () => {
      await migrateDatabase(database);
      await seedSystemData(database.db, createStorage(config));
    });
    console.log(await runAdminCommand(database.db, argv));
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});

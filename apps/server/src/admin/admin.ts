// Admin CLI: `npm run admin -- <command> [options]` (or `node apps/server/dist/admin.js …`).
// Uses the same configuration as the server (DATABASE_URL or the embedded database).
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { migrateDatabase, withMigrationLock } from '../platform/db/migrate';
import { createStorage } from '../platform/storage/create-storage';
import { seedSystemData } from '../seeds/seed-system-data';
import { createCodes, createPlan, grantCredits, listPlans, showUserPlan } from './admin-commands';

const usage = `Usage: npm run admin -- <command> [options]
  plans:list
  plans:create --slug S --name N --credits C --duration SECONDS [--price CENTS] [--interval none|month|year|lifetime]
  codes:create --count N (--plan SLUG | --credits C) [--uses 1] [--expires 2027-12-31]   (CSV on stdout)
  credits:grant --email E --amount N [--reason text]
  user:plan --email E`;

const options = {
  slug: { type: 'string' },
  name: { type: 'string' },
  credits: { type: 'string' },
  duration: { type: 'string' },
  price: { type: 'string' },
  interval: { type: 'string' },
  count: { type: 'string' },
  plan: { type: 'string' },
  uses: { type: 'string' },
  expires: { type: 'string' },
  email: { type: 'string' },
  amount: { type: 'string' },
  reason: { type: 'string' },
} as const;

function int(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`--${name} must be a whole number`);
  return n;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`--${name} is required`);
  return value;
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({ args: argv, options, allowPositionals: true });
  const command = positionals[0];
  if (!command) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    await withMigrationLock(database, async () => {
      await migrateDatabase(database);
      await seedSystemData(database.db, createStorage(config));
    });
    const db = database.db;
    switch (command) {
      case 'plans:list':
        return console.log(await listPlans(db));
      case 'plans:create':
        return console.log(
          await createPlan(db, {
            slug: required(values.slug, 'slug'),
            name: required(values.name, 'name'),
            credits: int(values.credits, 'credits'),
            duration: int(values.duration, 'duration', 300),
            priceCents: int(values.price, 'price', 0),
            interval: (values.interval ?? 'none') as 'none' | 'month' | 'year' | 'lifetime',
          }),
        );
      case 'codes:create': {
        const expiresAt = values.expires ? new Date(values.expires) : undefined;
        if (expiresAt && Number.isNaN(expiresAt.getTime()))
          throw new Error('--expires must be a date like 2027-12-31');
        return console.log(
          await createCodes(db, {
            count: int(values.count, 'count', 1),
            planSlug: values.plan,
            credits: int(values.credits, 'credits', 0),
            uses: int(values.uses, 'uses', 1),
            expiresAt,
          }),
        );
      }
      case 'credits:grant':
        return console.log(
          await grantCredits(
            db,
            required(values.email, 'email'),
            int(values.amount, 'amount'),
            values.reason ?? 'manual grant',
          ),
        );
      case 'user:plan':
        return console.log(await showUserPlan(db, required(values.email, 'email')));
      default:
        throw new Error(`Unknown command "${command}"\n${usage}`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});

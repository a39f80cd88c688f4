// Parses one admin command line and runs it on a database: the CLI runs it on its own connection,
// or sends the line to the running server that holds the embedded database (admin-channel.ts).
import { parseArgs } from 'node:util';
import type { Database } from '../platform/db/client';
import { createCodes, createPlan, grantCredits, listPlans, showUserPlan } from './admin-commands';

export const adminUsage = `Usage: npm run admin -- <command> [options]
  plans:list
  plans:create --slug S --name N --credits C --duration SECONDS [--recording-duration SECONDS --recording-size MB] [--price CENTS] [--interval none|month|year|lifetime]
  codes:create --count N (--plan SLUG | --credits C) [--uses 1] [--expires 2027-12-31]   (CSV on stdout)
  credits:grant --email E --amount N [--reason text]
  user:plan --email E`;

const options = {
  slug: { type: 'string' },
  name: { type: 'string' },
  credits: { type: 'string' },
  duration: { type: 'string' },
  'recording-duration': { type: 'string' },
  'recording-size': { type: 'string' },
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

/** The command's name, or null when none is given (the CLI then prints the usage). */
export function adminCommandName(argv: string[]): string | null {
  return parseArgs({ args: argv, options, allowPositionals: true }).positionals[0] ?? null;
}

/** Runs the command and returns what it prints; throws an Error with a message for the operator. */
export async function runAdminCommand(db: Database, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({ args: argv, options, allowPositionals: true });
  switch (positionals[0]) {
    case 'plans:list':
      return listPlans(db);
    case 'plans:create':
      return createPlan(db, {
        slug: required(values.slug, 'slug'),
        name: required(values.name, 'name'),
        credits: int(values.credits, 'credits'),
        duration: int(values.duration, 'duration', 300),
        recordingDuration: int(values['recording-duration'], 'recording-duration', 0),
        recordingSizeMb: int(values['recording-size'], 'recording-size', 0),
        priceCents: int(values.price, 'price', 0),
        interval: (values.interval ?? 'none') as 'none' | 'month' | 'year' | 'lifetime',
      });
    case 'codes:create': {
      const expiresAt = values.expires ? new Date(values.expires) : undefined;
      if (expiresAt && Number.isNaN(expiresAt.getTime()))
        throw new Error('--expires must be a date like 2027-12-31');
      return createCodes(db, {
        count: int(values.count, 'count', 1),
        planSlug: values.plan,
        credits: int(values.credits, 'credits', 0),
        uses: int(values.uses, 'uses', 1),
        expiresAt,
      });
    }
    case 'credits:grant':
      return grantCredits(
        db,
        required(values.email, 'email'),
        int(values.amount, 'amount'),
        values.reason ?? 'manual grant',
      );
    case 'user:plan':
      return showUserPlan(db, required(values.email, 'email'));
    default:
      throw new Error(`Unknown command "${positionals[0]}"\n${adminUsage}`);
  }
}

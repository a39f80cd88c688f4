// Users table access. E-mail lookups are case-insensitive (the unique index is on lower(email)).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users } from '../../platform/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByGoogleSubject(db: Database, subject: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row ?? null;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Omit<typeof users.$inferInsert, 'id'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('update of users returned no row');
  return row;
}

// The rows the demo seed writes directly; everything else goes through the owning modules.
import type { DbOrTx } from '../../db/client';
import { applications, users, type UserRow } from '../../db/schema';

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function insertApplication(
  db: DbOrTx,
  values: typeof applications.$inferInsert,
): Promise<void> {
  await db.insert(applications).values(values);
}

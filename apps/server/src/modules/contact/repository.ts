// The queries of the contact form's stored messages.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** Stores a message and returns its id. */
export async function insertContactMessage(
  db: DbOrTx,
  values: typeof contactMessages.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  return row?.id;
}

export async function deleteContactMessage(db: DbOrTx, id: string): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.id, id));
}

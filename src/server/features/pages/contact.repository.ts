import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** Stores a message of the contact form; returns its id. */
export const insertMessage = async (
  db: DbOrTx,
  values: typeof contactMessages.$inferInsert,
): Promise<{ id: string } | undefined> => {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row;
};

import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { faq } from '../../db/schema';

export type FaqRow = typeof faq.$inferSelect;
export type FaqValues = Pick<typeof faq.$inferInsert, 'question' | 'answer' | 'order'>;

/** In the team's order; equal positions by age (`faq_order_idx`). */
export const listFaq = (db: DbOrTx) =>
  db.select().from(faq).orderBy(asc(faq.order), asc(faq.createdAt), asc(faq.id));

export const insertFaq = async (db: DbOrTx, values: FaqValues | FaqValues[]): Promise<FaqRow[]> =>
  db.insert(faq).values([values].flat()).returning();

export const updateFaq = async (db: DbOrTx, id: string, values: FaqValues): Promise<FaqRow | undefined> =>
  (
    await db
      .update(faq)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(faq.id, id))
      .returning()
  )[0];

export const deleteFaq = async (db: DbOrTx, id: string): Promise<boolean> =>
  (await db.delete(faq).where(eq(faq.id, id)).returning({ id: faq.id })).length > 0;

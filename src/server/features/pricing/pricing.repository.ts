import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, pricing } from '../../db/schema';

export type PricingRow = typeof pricing.$inferSelect;
export type PricingValues = Omit<typeof pricing.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'position'>;

/** By position (§7.1), equal positions by age (`pricing_position_idx`). */
export const listOffers = (db: DbOrTx) =>
  db.select().from(pricing).orderBy(asc(pricing.position), asc(pricing.createdAt), asc(pricing.id));

export const findOffer = async (db: DbOrTx, id: string): Promise<PricingRow | undefined> =>
  (await db.select().from(pricing).where(eq(pricing.id, id)))[0];

export const countOffers = async (db: DbOrTx): Promise<number> =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(pricing))[0]?.n ?? 0;

/** Serialises the adds (the count and the insert), until the transaction ends. */
export const lockOffers = (db: DbOrTx) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('pricing-offers'))`);

/** Inserts at the end: one past the highest position, worked out in the insert itself. */
export const insertOffer = async (db: DbOrTx, values: PricingValues): Promise<PricingRow | undefined> =>
  (
    await db
      .insert(pricing)
      .values({
        ...values,
        position: sql`(select coalesce(max(${pricing.position}) + 1, 0) from ${pricing})`,
      })
      .returning()
  )[0];

export const insertOffers = (db: DbOrTx, values: (PricingValues & { position: number })[]) =>
  db.insert(pricing).values(values);

export const updateOffer = async (db: DbOrTx, id: string, values: PricingValues) =>
  (
    await db
      .update(pricing)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(pricing.id, id))
      .returning()
  )[0];

export const deleteOffer = async (db: DbOrTx, id: string): Promise<boolean> =>
  (await db.delete(pricing).where(eq(pricing.id, id)).returning({ id: pricing.id })).length > 0;

export const setPosition = (db: DbOrTx, id: string, position: number) =>
  db.update(pricing).set({ position }).where(eq(pricing.id, id));

export const listOfferIds = async (db: DbOrTx, ids: string[]): Promise<string[]> =>
  ids.length === 0
    ? []
    : (await db.select({ id: pricing.id }).from(pricing).where(inArray(pricing.id, ids))).map((r) => r.id);

export type PaymentRow = typeof payments.$inferSelect;

export const insertPayment = async (db: DbOrTx, values: typeof payments.$inferInsert) =>
  (await db.insert(payments).values(values).returning())[0];

export const setPaymentSession = (db: DbOrTx, id: string, sessionId: string) =>
  db.update(payments).set({ providerSessionId: sessionId, updatedAt: sql`now()` }).where(eq(payments.id, id));

export const findPayment = async (db: DbOrTx, id: string): Promise<PaymentRow | undefined> =>
  (await db.select().from(payments).where(eq(payments.id, id)))[0];

/**
 * Moves a payment (found by its Checkout Session, else by our id the session carries) to `status`,
 * unless it is already paid or refunded (a refund may arrive before the Checkout's own event): a replayed
 * or late event changes nothing. Returns the row changed.
 */
export const settlePayment = async (
  db: DbOrTx,
  where: { sessionId: string; paymentId: string | null },
  status: 'paid' | 'failed' | 'expired',
): Promise<PaymentRow | undefined> => {
  const match = where.paymentId
    ? sql`(${payments.providerSessionId} = ${where.sessionId} or (${payments.id}::text = ${where.paymentId} and ${payments.providerSessionId} is null))`
    : eq(payments.providerSessionId, where.sessionId);
  return (
    await db
      .update(payments)
      .set({
        status,
        providerSessionId: where.sessionId,
        updatedAt: sql`now()`,
        ...(status === 'paid' ? { paidAt: sql`now()` } : {}),
      })
      .where(and(match, notInArray(payments.status, ['paid', 'refunded']), ne(payments.status, status)))
      .returning()
  )[0];
};

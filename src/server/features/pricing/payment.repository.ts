import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, pricing, profiles, stripeEvents, subscriptions } from '../../db/schema';
import { newestFirstPage, type PageWindow } from '../../lib/numbered-page';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Records a Stripe event as handled; false when it already was (a replay). */
export const claimEvent = async (db: DbOrTx, id: string, type: string): Promise<boolean> =>
  (
    await db
      .insert(stripeEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id })
  ).length > 0;

export const findSubscription = async (db: DbOrTx, providerId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerId)))[0];

/** Opens the subscription a paid Checkout started (once: a second call returns the existing one). */
export const openSubscription = async (
  db: DbOrTx,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow | undefined> => {
  await db.insert(subscriptions).values(values).onConflictDoNothing();
  return findSubscription(db, values.providerSubscriptionId);
};

export const updateSubscription = (
  db: DbOrTx,
  id: string,
  values: Partial<Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'canceledAt'>>,
) =>
  db
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id));

export const linkPayment = (db: DbOrTx, paymentId: string, subscriptionId: string) =>
  db.update(payments).set({ subscriptionId }).where(eq(payments.id, paymentId));

/** A renewal's payment, once per Stripe invoice; undefined when the invoice was already recorded. */
export const insertRenewal = async (db: DbOrTx, values: typeof payments.$inferInsert) =>
  (await db.insert(payments).values(values).onConflictDoNothing().returning())[0];

/** The member's active subscription within its period, newest first. */
export const activeSubscription = async (db: DbOrTx, userId: string, now: Date) =>
  (
    await db
      .select({ row: subscriptions, badge: pricing.badge })
      .from(subscriptions)
      .leftJoin(pricing, eq(pricing.id, subscriptions.pricingId))
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.status, 'active'),
          or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
        ),
      )
      .orderBy(desc(subscriptions.createdAt))
      .limit(1)
  )[0];

/** The member's latest paid one-time offer. */
export const lastOneTimePayment = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select({ row: payments, badge: pricing.badge })
      .from(payments)
      .leftJoin(pricing, eq(pricing.id, payments.pricingId))
      .where(and(eq(payments.userId, userId), eq(payments.status, 'paid'), eq(payments.interval, 'one_time')))
      .orderBy(desc(payments.paidAt))
      .limit(1)
  )[0];

/** One page of every payment, newest first, with the payer. */
export const listPage = async (db: DbOrTx, status: string | undefined, page: PageWindow) => {
  const where = status ? eq(payments.status, status) : undefined;
  return newestFirstPage(
    db,
    payments,
    where,
    page,
    db
      .select({
        row: payments,
        memberId: profiles.id,
        memberName: profiles.fullName,
        memberEmail: profiles.email,
      })
      .from(payments)
      .leftJoin(profiles, eq(profiles.id, payments.userId))
      .$dynamic(),
  );
};

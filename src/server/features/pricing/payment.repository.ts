import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, pricing, profiles, stripeEvents, subscriptions } from '../../db/schema';
import { newestFirstPage, type PageWindow } from '../../lib/numbered-page';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

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

export const findPaymentByIntent = async (db: DbOrTx, intentId: string) =>
  (await db.select().from(payments).where(eq(payments.providerPaymentIntentId, intentId)))[0];

export const findPaymentByInvoice = async (db: DbOrTx, invoiceId: string) =>
  (await db.select().from(payments).where(eq(payments.providerInvoiceId, invoiceId)))[0];

export const findPaymentBySession = async (db: DbOrTx, sessionId: string) =>
  (await db.select().from(payments).where(eq(payments.providerSessionId, sessionId)))[0];

/** A subscription's first payment (the Checkout's, not a renewal). */
export const findFirstPayment = async (db: DbOrTx, subscriptionId: string) =>
  (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscriptionId), isNull(payments.providerInvoiceId)))
      .orderBy(payments.createdAt)
      .limit(1)
  )[0];

/** Records the PaymentIntent that paid a payment, unless it has one or another payment holds it. */
export const setPaymentIntent = async (db: DbOrTx, paymentId: string, intentId: string) => {
  if (await findPaymentByIntent(db, intentId)) return;
  await db
    .update(payments)
    .set({ providerPaymentIntentId: intentId, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), isNull(payments.providerPaymentIntentId)));
};

/**
 * Records what Stripe refunded so far (a charge's `amount_refunded` only grows: an older event arriving
 * late lowers nothing); `isFull` marks the payment `refunded`. Answers the row as it was before.
 */
export const recordRefund = async (db: DbOrTx, payment: PaymentRow, refundedCents: number, isFull: boolean) =>
  db
    .update(payments)
    .set({
      refundedCents: sql`greatest(${payments.refundedCents}, ${refundedCents})`,
      updatedAt: sql`now()`,
      ...(isFull ? { status: 'refunded', refundedAt: sql`coalesce(${payments.refundedAt}, now())` } : {}),
    })
    .where(eq(payments.id, payment.id));

/**
 * Moves a payment's dispute to `status` from one of `from` (null: none yet); false when it was not in
 * one of them (a replay, or a `created` arriving after its `closed`).
 */
export const moveDispute = async (
  db: DbOrTx,
  paymentId: string,
  status: 'open' | 'won' | 'lost',
  from: ('open' | null)[],
): Promise<boolean> => {
  const states = from.filter((state) => state !== null);
  const was = or(
    from.includes(null) ? isNull(payments.disputeStatus) : undefined,
    states.length > 0 ? inArray(payments.disputeStatus, states) : undefined,
  );
  return (
    (
      await db
        .update(payments)
        .set({ disputeStatus: status, updatedAt: sql`now()` })
        .where(and(eq(payments.id, paymentId), was))
        .returning({ id: payments.id })
    ).length > 0
  );
};

/**
 * Ends the access a reversed payment paid for: the subscription is held again only once a paid invoice
 * moves its period past both `until` and the period known now.
 */
export const revokeThrough = (db: DbOrTx, subscriptionId: string, until: Date) =>
  db
    .update(subscriptions)
    .set({
      revokedUntil: sql`greatest(${subscriptions.revokedUntil}, ${subscriptions.currentPeriodEnd}, ${until.toISOString()}::timestamptz)`,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.id, subscriptionId));

/** A dispute still open on any payment of the subscription suspends it. */
const noOpenDispute = sql`not exists (select 1 from ${payments} where ${payments.subscriptionId} = ${subscriptions.id} and ${payments.disputeStatus} = 'open')`;

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
          or(
            isNull(subscriptions.revokedUntil),
            gt(subscriptions.currentPeriodEnd, subscriptions.revokedUntil),
          ),
          noOpenDispute,
        ),
      )
      .orderBy(desc(subscriptions.createdAt))
      .limit(1)
  )[0];

/** The member's latest paid one-time offer (not under an open or lost dispute). */
export const lastOneTimePayment = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select({ row: payments, badge: pricing.badge })
      .from(payments)
      .leftJoin(pricing, eq(pricing.id, payments.pricingId))
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.status, 'paid'),
          eq(payments.interval, 'one_time'),
          or(isNull(payments.disputeStatus), eq(payments.disputeStatus, 'won')),
        ),
      )
      .orderBy(desc(payments.paidAt))
      .limit(1)
  )[0];

/** The member's latest paid or refunded payment, when it is refunded: their plan ended with it. */
export const lastRefundedPayment = async (db: DbOrTx, userId: string) => {
  const [latest] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`))
    .limit(1);
  return latest?.status === 'refunded' ? latest : undefined;
};

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

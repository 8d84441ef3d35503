import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs, payments } from '../../db/schema';
import { type CreatedUser, createUser } from '../../test/factories';
import { userFixture } from '../../test/suite';
import { paymentActions, stripeTestApp } from './pricing-test-support';

/*
 * Refunds and disputes (chargebacks) from Stripe's signed webhooks: a full refund or a lost dispute ends
 * what the payment opened, a partial refund keeps it, an open dispute suspends it until won; each event is
 * applied once whatever its order, and the account's other sales are acknowledged and ignored.
 */

const webhookSecret = 'whsec_refunds';
const { t, stripe } = stripeTestApp(webhookSecret);
const admin = userFixture(t, { role: 'admin' });
const { sendWebhook, addOffer, checkout, planOf } = paymentActions(t, stripe, webhookSecret);

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;
const badgeOf = async (user: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: { cookie: user.cookie } })).json()
    .planBadge;
const paymentRow = async (id: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];
/** The payment as the admins' list shows it. */
const listed = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/payments?pageSize=50',
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((item: { id: string }) => item.id === id);
};

let events = 0;
/** A signed event of `type` about `object`, with a fresh event id (Stripe's own retries reuse theirs). */
const send = async (type: string, object: object, id = `evt_refunds_${++events}`) => {
  const res = await sendWebhook({ id, type, data: { object } });
  expect(res.statusCode, res.body).toBe(200);
  return id;
};

const completed = (session: { sessionId: string; paymentId: string }, extra: object = {}) =>
  send('checkout.session.completed', {
    id: session.sessionId,
    client_reference_id: session.paymentId,
    payment_status: 'paid',
    ...extra,
  });

/** The charge of `intent` with `refunded` of its `amount` given back so far. */
const refund = (intent: string, amount: number, refunded: number) =>
  send('charge.refunded', {
    id: `ch_${intent}`,
    object: 'charge',
    payment_intent: intent,
    amount,
    amount_refunded: refunded,
    refunded: refunded >= amount,
  });

const dispute = (type: 'created' | 'closed', intent: string, status: string) =>
  send(`charge.dispute.${type}`, {
    id: `dp_${intent}`,
    object: 'dispute',
    charge: `ch_${intent}`,
    payment_intent: intent,
    status,
  });

/** A member who paid `offer` once, through a Checkout paid with PaymentIntent `intent`. */
const paidOnce = async (offer: { id: string }, intent: string | null) => {
  const member = await createUser(t.app, t.database.db);
  const session = await checkout(member, offer);
  await completed(session, intent ? { payment_intent: intent } : {});
  expect((await planOf(member)).plan).toMatchObject({ interval: 'one_time' });
  return { member, ...session };
};

describe('a one-time payment', () => {
  it('keeps its plan through a partial refund and loses it, with its badge, through a full one', async () => {
    const offer = await addOffer(admin, { category: 'Or', price: '30 €', amount: 30, badge: 'Or' });
    const { member, paymentId } = await paidOnce(offer, 'pi_gold');
    expect(await badgeOf(member)).toBe('Or');

    await refund('pi_gold', 3000, 1000);
    expect((await planOf(member)).plan).toMatchObject({ offerName: 'Or' });
    expect(await listed(paymentId)).toMatchObject({ status: 'paid', refundedAmount: 10, dispute: null });

    const full = await refund('pi_gold', 3000, 3000);
    expect(await planOf(member)).toEqual({
      plan: null,
      refunded: { offerName: 'Or', refundedAt: expect.any(String) },
    });
    expect(await badgeOf(member)).toBeNull();
    expect(await listed(paymentId)).toMatchObject({ status: 'refunded', refundedAmount: 30 });

    // The partial refund's event retried late, and the full one replayed: nothing moves back, and the
    // log holds the two refunds once each.
    await refund('pi_gold', 3000, 1000);
    await send('charge.refunded', { payment_intent: 'pi_gold', amount: 3000, amount_refunded: 3000 }, full);
    expect(await listed(paymentId)).toMatchObject({ status: 'refunded', refundedAmount: 30 });
    const logged = await t.database.db.select().from(logs).where(eq(logs.userId, member.id));
    expect(logged.filter((row) => row.action === 'payment_refunded')).toHaveLength(2);
    // Checkout's own event retried after the refund does not pay it again.
    await completed({ sessionId: (await paymentRow(paymentId))?.providerSessionId ?? '', paymentId });
    expect((await planOf(member)).plan).toBeNull();

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments?status=refunded',
      headers: { cookie: admin.cookie },
    });
    expect(res.json().items.map((item: { id: string }) => item.id)).toContain(paymentId);
  });

  it('is found through its Checkout Session when the refund comes first, or it was paid before 0060', async () => {
    const offer = await addOffer(admin, { category: 'Argent', price: '20 €', amount: 20, badge: 'Argent' });

    // The refund arrives before checkout.session.completed: the plan is never opened.
    const early = await createUser(t.app, t.database.db);
    const session = await checkout(early, offer);
    stripe.intents.set('pi_early', session.sessionId);
    await refund('pi_early', 2000, 2000);
    expect((await paymentRow(session.paymentId))?.status).toBe('refunded');
    await completed(session, { payment_intent: 'pi_early' });
    expect((await planOf(early)).plan).toBeNull();
    expect(await badgeOf(early)).toBeNull();

    // Paid before the PaymentIntent was kept: Stripe names the session, and the intent is kept from then.
    const legacy = await paidOnce(offer, null);
    stripe.intents.set('pi_legacy', legacy.sessionId);
    await dispute('created', 'pi_legacy', 'needs_response');
    expect((await planOf(legacy.member)).plan).toBeNull();
    expect((await paymentRow(legacy.paymentId))?.providerPaymentIntentId).toBe('pi_legacy');
    stripe.intents.delete('pi_legacy');
    await dispute('closed', 'pi_legacy', 'won');
    expect((await planOf(legacy.member)).plan).toMatchObject({ offerName: 'Argent' });
  });

  it('is suspended by a dispute, restored when won (however often), ended when lost', async () => {
    const offer = await addOffer(admin, { category: 'Bronze', price: '10 €', amount: 10, badge: 'Bronze' });
    const won = await paidOnce(offer, 'pi_won');
    await dispute('created', 'pi_won', 'needs_response');
    expect((await planOf(won.member)).plan).toBeNull();
    expect(await badgeOf(won.member)).toBeNull();
    expect(await listed(won.paymentId)).toMatchObject({ status: 'paid', dispute: 'open' });
    await dispute('closed', 'pi_won', 'won');
    await dispute('closed', 'pi_won', 'won');
    // A `created` retried after the close does not open it again.
    await dispute('created', 'pi_won', 'needs_response');
    expect((await planOf(won.member)).plan).toMatchObject({ offerName: 'Bronze' });
    expect(await badgeOf(won.member)).toBe('Bronze');
    expect(await listed(won.paymentId)).toMatchObject({ dispute: 'won' });

    // Lost, its `closed` arriving before its `created`: the plan ends and stays ended.
    const lost = await paidOnce(offer, 'pi_lost');
    await dispute('closed', 'pi_lost', 'lost');
    await dispute('created', 'pi_lost', 'needs_response');
    expect((await planOf(lost.member)).plan).toBeNull();
    expect(await listed(lost.paymentId)).toMatchObject({ status: 'paid', dispute: 'lost' });

    // An inquiry Stripe closed without a chargeback keeps the money: the plan is back.
    const inquiry = await paidOnce(offer, 'pi_inquiry');
    await dispute('created', 'pi_inquiry', 'warning_needs_response');
    await dispute('closed', 'pi_inquiry', 'warning_closed');
    expect((await planOf(inquiry.member)).plan).toMatchObject({ offerName: 'Bronze' });
  });
});

describe('a subscription', () => {
  const invoice = (id: string, reason: string, intent: string, end: number) => ({
    id,
    subscription: 'sub_refunded',
    billing_reason: reason,
    payment_intent: intent,
    amount_paid: 900,
    currency: 'eur',
    lines: { data: [{ period: { end } }] },
  });

  it('loses the period a refunded or lost invoice paid, until a later invoice is paid', async () => {
    const offer = await addOffer(admin, {
      category: 'Platine',
      price: '9 € / mois',
      amount: 9,
      interval: 'month',
      badge: 'Platine',
    });
    const member = await createUser(t.app, t.database.db);
    const session = await checkout(member, offer);
    await completed(session, { mode: 'subscription', subscription: 'sub_refunded' });
    await send('invoice.paid', invoice('in_first', 'subscription_create', 'pi_first', inDays(30)));
    expect((await planOf(member)).plan).toMatchObject({ offerName: 'Platine', interval: 'month' });

    // A dispute on the first payment suspends it; won, it is back.
    await dispute('created', 'pi_first', 'needs_response');
    expect((await planOf(member)).plan).toBeNull();
    await dispute('closed', 'pi_first', 'won');
    expect((await planOf(member)).plan).toMatchObject({ offerName: 'Platine' });

    const renewal = invoice('in_second', 'subscription_cycle', 'pi_second', inDays(60));
    await send('invoice.paid', renewal);
    await refund('pi_second', 900, 900);
    expect((await planOf(member)).plan).toBeNull();
    expect(await badgeOf(member)).toBeNull();
    // The refunded invoice's other event, and a subscription update naming the period, arrive late.
    await send('invoice.payment_succeeded', renewal);
    await send('customer.subscription.updated', {
      id: 'sub_refunded',
      status: 'active',
      current_period_end: inDays(60),
    });
    expect((await planOf(member)).plan).toBeNull();

    // The next month is paid: the plan is back; that payment lost to a dispute ends it again.
    await send('invoice.paid', invoice('in_third', 'subscription_cycle', 'pi_third', inDays(90)));
    expect((await planOf(member)).plan).toMatchObject({ offerName: 'Platine' });
    await dispute('closed', 'pi_third', 'lost');
    expect((await planOf(member)).plan).toBeNull();
  });
});

describe('the account’s other sales', () => {
  it('are acknowledged and ignored, and so is a refund when Stripe cannot be asked', async () => {
    const offer = await addOffer(admin, { category: 'Cuivre', price: '5 €', amount: 5, badge: 'Cuivre' });
    const buyer = await paidOnce(offer, 'pi_ours');
    // A Payment Link's session (a reference not ours), and a charge Stripe has no session for.
    stripe.intents.set('pi_link', 'cs_payment_link');
    await refund('pi_link', 5000, 5000);
    await refund('pi_elsewhere', 5000, 5000);
    await dispute('created', 'pi_elsewhere', 'needs_response');
    await send('charge.dispute.closed', { id: 'dp_bare', status: 'lost' });
    const before = await paymentRow(buyer.paymentId);

    // Stripe refusing the session's lookup: logged, acknowledged, nothing changed.
    const other = await createUser(t.app, t.database.db);
    const pending = await checkout(other, offer);
    stripe.intents.set('pi_unreachable', pending.sessionId);
    stripe.refuse = true;
    try {
      await refund('pi_unreachable', 500, 500);
    } finally {
      stripe.refuse = false;
    }
    expect((await paymentRow(pending.paymentId))?.status).toBe('pending');
    expect(await paymentRow(buyer.paymentId)).toEqual(before);
    expect((await planOf(buyer.member)).plan).toMatchObject({ offerName: 'Cuivre' });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { type CreatedUser, createUser } from '../../test/factories';
import { userFixture } from '../../test/suite';
import { paymentActions, stripeTestApp } from './pricing-test-support';

/*
 * A paid offer grants something visible (issue 38): the member's plan and its badge, the admins' list of
 * payments, and the subscription's renewals and cancellation from Stripe's signed webhooks, each event
 * applied once per Stripe event id.
 */

const webhookSecret = 'whsec_subscriptions';

const { t, stripe } = stripeTestApp(webhookSecret);
const admin = userFixture(t, { role: 'admin' });
const member = userFixture(t);

const get = (url: string, user: CreatedUser | null) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user ? { cookie: user.cookie } : {} });

const actions = paymentActions(t, stripe, webhookSecret);
const { sendWebhook } = actions;

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;
const planOf = async (user: CreatedUser) => (await get('/payments/plan', user)).json().plan;
const badgeOf = async (user: CreatedUser) => (await get('/profiles/me', user)).json().planBadge;

/** A paid offer the admin adds (answers its page). */
const addOffer = (payload: object) => actions.addOffer(admin, payload);
/** The member's Checkout Session for `offer` (answers its URL). */
const checkout = actions.checkout;

describe('a paid subscription', () => {
  it('grants the plan and its badge, renews, and ends with its cancellation, once per event', async () => {
    const offer = await addOffer({
      category: 'Premium',
      price: '9 € / mois',
      amount: 9,
      interval: 'month',
      badge: 'Premium',
    });
    expect(offer.badge).toBe('Premium');
    expect(await planOf(member)).toBeNull();

    const started = await checkout(member, offer);
    const form = stripe.requests.at(-1)?.form;
    const paymentId = form?.get('client_reference_id') ?? '';
    // The subscription carries our payment id, so its later events name it.
    expect(form?.get('subscription_data[metadata][payment_id]')).toBe(paymentId);
    const sessionId = started.url.split('/').at(-1);

    const completed = await sendWebhook({
      id: 'evt_checkout_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          client_reference_id: paymentId,
          payment_status: 'paid',
          mode: 'subscription',
          subscription: 'sub_premium_1',
        },
      },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await planOf(member)).toMatchObject({ offerName: 'Premium', badge: 'Premium', interval: 'month' });
    expect(await badgeOf(member)).toBe('Premium');

    // A renewal: a new paid invoice of the subscription, recorded once whatever the replays.
    const renewal = {
      id: 'evt_invoice_2',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_2',
          subscription: 'sub_premium_1',
          billing_reason: 'subscription_cycle',
          amount_paid: 900,
          currency: 'eur',
          lines: { data: [{ period: { end: inDays(60) } }] },
        },
      },
    };
    expect((await sendWebhook(renewal)).statusCode).toBe(200);
    expect((await sendWebhook(renewal)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(rows.filter((row) => row.providerInvoiceId === 'in_2')).toHaveLength(1);
    const renewed = await planOf(member);
    expect(new Date(renewed.renewsAt).getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);

    // Cancelled at the period's end: still held, with its end date.
    await sendWebhook({
      id: 'evt_sub_updated_3',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_premium_1', status: 'active', cancel_at_period_end: true } },
    });
    expect(await planOf(member)).toMatchObject({ renewsAt: null, endsAt: renewed.renewsAt });

    // Ended: the plan and the badge go; the renewal's event replayed afterwards does not bring them back.
    expect(
      (
        await sendWebhook({
          id: 'evt_sub_deleted_4',
          type: 'customer.subscription.deleted',
          data: { object: { id: 'sub_premium_1', status: 'canceled' } },
        })
      ).statusCode,
    ).toBe(200);
    expect(await planOf(member)).toBeNull();
    expect(await badgeOf(member)).toBeNull();
    await sendWebhook(renewal);
    expect(await planOf(member)).toBeNull();
  });

  it('never comes back once Stripe deleted it, whatever invoice event arrives late; an unpaid one does', async () => {
    const offer = await addOffer({
      category: 'Pro',
      price: '90 € / an',
      amount: 90,
      interval: 'year',
      badge: 'Pro',
    });
    const subscribe = async (user: CreatedUser, providerId: string) => {
      const started = await checkout(user, offer);
      const paid = await sendWebhook({
        id: `evt_checkout_${providerId}`,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: started.url.split('/').at(-1),
            client_reference_id: stripe.requests.at(-1)?.form?.get('client_reference_id'),
            payment_status: 'paid',
            mode: 'subscription',
            subscription: providerId,
          },
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await planOf(user)).toMatchObject({ offerName: 'Pro' });
    };
    // Stripe sends both events for each paid invoice, each with its own id, in any order, retried for days.
    const invoiceEvent = (eventId: string, type: string, providerId: string) => ({
      id: eventId,
      type,
      data: {
        object: {
          id: `in_${providerId}`,
          subscription: providerId,
          billing_reason: 'subscription_cycle',
          amount_paid: 9000,
          currency: 'eur',
          lines: { data: [{ period: { end: inDays(365) } }] },
        },
      },
    });

    const ended = await createUser(t.app, t.database.db);
    await subscribe(ended, 'sub_pro_ended');
    await sendWebhook(invoiceEvent('evt_pro_paid', 'invoice.paid', 'sub_pro_ended'));
    await sendWebhook({
      id: 'evt_pro_deleted',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_pro_ended', status: 'canceled' } },
    });
    expect(await planOf(ended)).toBeNull();
    // The same invoice's other event, delivered late: the plan and the badge stay gone.
    const late = await sendWebhook(
      invoiceEvent('evt_pro_succeeded', 'invoice.payment_succeeded', 'sub_pro_ended'),
    );
    expect(late.statusCode, late.body).toBe(200);
    expect(await planOf(ended)).toBeNull();
    expect(await badgeOf(ended)).toBeNull();

    // Unpaid (Stripe gave up retrying the card): suspended, then back once the member pays the invoice.
    const unpaid = await createUser(t.app, t.database.db);
    await subscribe(unpaid, 'sub_pro_unpaid');
    await sendWebhook({
      id: 'evt_pro_unpaid',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_pro_unpaid', status: 'unpaid' } },
    });
    expect(await planOf(unpaid)).toBeNull();
    await sendWebhook(invoiceEvent('evt_pro_unpaid_paid', 'invoice.paid', 'sub_pro_unpaid'));
    expect(await planOf(unpaid)).toMatchObject({ offerName: 'Pro', interval: 'year' });
  });

  it('is not opened by the event of a subscription Stripe has not been paid for yet', async () => {
    const offer = await addOffer({
      category: 'Club',
      price: '5 € / mois',
      amount: 5,
      interval: 'month',
      badge: 'Club',
    });
    const payer = await createUser(t.app, t.database.db);
    await checkout(payer, offer);
    const paymentId = stripe.requests.at(-1)?.form?.get('client_reference_id') ?? '';
    // A bank debit not cleared yet: Stripe creates the subscription `incomplete` and says so first.
    const incomplete = await sendWebhook({
      id: 'evt_club_incomplete',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_club', status: 'incomplete', metadata: { payment_id: paymentId } } },
    });
    expect(incomplete.statusCode, incomplete.body).toBe(200);
    expect(await planOf(payer)).toBeNull();
    expect(await badgeOf(payer)).toBeNull();
    // Once paid, it is the member's.
    await sendWebhook({
      id: 'evt_club_active',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_club', status: 'active', metadata: { payment_id: paymentId } } },
    });
    expect(await planOf(payer)).toMatchObject({ offerName: 'Club', interval: 'month' });
  });

  it('lists the payments to admins only, renewals marked', async () => {
    const res = await get('/admin/payments', admin);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res
      .json()
      .items.filter((p: { member: { id: string } | null }) => p.member?.id === member.id);
    expect(mine.map((p: { isRenewal: boolean; status: string }) => [p.isRenewal, p.status])).toEqual([
      [true, 'paid'],
      [false, 'paid'],
    ]);
    expect((await get('/admin/payments?status=nope', admin)).statusCode).toBe(400);
    for (const role of ['user', 'moderateur', 'contentmanager', 'comite'] as const) {
      const other = await createUser(t.app, t.database.db, { role });
      expect((await get('/admin/payments', other)).statusCode, role).toBe(403);
    }
    expect((await get('/admin/payments', null)).statusCode).toBe(401);
    expect((await get('/payments/plan', null)).statusCode).toBe(401);
  });
});

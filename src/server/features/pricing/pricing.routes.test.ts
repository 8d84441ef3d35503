import { describe, expect, it } from 'vitest';
import type { PricingOffer } from '../../../common/contracts/pricing';
import { seedReference } from '../../db/seed/reference';
import { createUser } from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';

const t = testAppForFile();
const admin = userFixture(t, { role: 'admin' });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = admin) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/pricing${url}`,
    headers: { cookie: user.cookie },
    ...(payload ? { payload } : {}),
  });

const publicOffers = async (): Promise<PricingOffer[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/pricing' })).json().items;

const offer = {
  category: 'Premium',
  price: '49 € / mois',
  description: '<p>Tout compris</p>',
  color: '#DBEAFE',
  ctaLabel: 'Choisir Premium',
  ctaUrl: '/contact',
  amount: 49,
  currency: 'eur',
  interval: 'month',
};

describe('pricing offers', () => {
  it('seeds reference offers a visitor reads on /pricing, in order', async () => {
    const items = await publicOffers();
    expect(items.map((o) => [o.category, o.price, o.amount])).toEqual([
      ['Membre', 'Gratuit', null],
      ['Entreprise', 'Sur devis', null],
    ]);
    expect(items[1]?.ctaUrl).toBe('/contact');
  });

  it('is managed by admins only: 401 for a visitor, 403 for a member or a content manager', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/admin/pricing', payload: offer })).statusCode,
    ).toBe(401);
    const member = await createUser(t.app, t.database.db);
    expect((await call('POST', '', offer, member)).statusCode).toBe(403);
    const editor = await createUser(t.app, t.database.db, { role: 'contentmanager' });
    expect((await call('GET', '', undefined, editor)).statusCode).toBe(403);
    expect(await publicOffers()).toHaveLength(2);
  });

  it('adds an offer at the end, with its HTML sanitised and its amount kept exact', async () => {
    const res = await call('POST', '', {
      ...offer,
      description: '<p onclick="steal()">Tout <strong>compris</strong></p><script>alert(1)</script>',
      amount: 19.99,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ category: 'Premium', color: '#dbeafe', amount: 19.99, position: 2 });
    expect(created.description).toBe('<p>Tout <strong>compris</strong></p>');
    expect((await publicOffers()).map((o) => o.category)).toEqual(['Membre', 'Entreprise', 'Premium']);
  });

  it('refuses a bad card with the form’s messages', async () => {
    const cases: [object, string][] = [
      [{ ...offer, category: ' ' }, 'La catégorie est obligatoire.'],
      [{ ...offer, price: '' }, 'Le prix affiché est obligatoire.'],
      [{ ...offer, color: 'red' }, "La couleur s'écrit #rrggbb (par exemple #f3f4f6)."],
      [
        { ...offer, ctaUrl: 'javascript:alert(1)' },
        'Le lien doit être une page du site (/contact) ou une adresse http(s).',
      ],
      [
        { ...offer, ctaUrl: '//evil.example' },
        'Le lien doit être une page du site (/contact) ou une adresse http(s).',
      ],
      [{ ...offer, amount: 0.2 }, 'Le montant va de 0,50 à 999 999,99, avec deux décimales au plus.'],
      [{ ...offer, amount: 10.005 }, 'Le montant va de 0,50 à 999 999,99, avec deux décimales au plus.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.details.map((d: { message: string }) => d.message)).toContain(message);
    }
  });

  it('saves, reorders and deletes offers (404 for one that does not exist)', async () => {
    const [member, company, premium] = await publicOffers();
    if (!member || !company || !premium) throw new Error('offers missing');
    const saved = await call('PUT', `/${premium.id}`, {
      ...offer,
      price: '59 € / mois',
      amount: null,
      ctaUrl: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ price: '59 € / mois', amount: null, ctaUrl: null });

    const bad = await call('PUT', '/order', { ids: [premium.id, member.id] });
    expect(bad.statusCode).toBe(400);
    const reordered = await call('PUT', '/order', { ids: [premium.id, member.id, company.id] });
    expect(reordered.statusCode).toBe(200);
    expect((await publicOffers()).map((o) => o.category)).toEqual(['Premium', 'Membre', 'Entreprise']);

    expect((await call('DELETE', `/${company.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/${company.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/${company.id}`, offer)).statusCode).toBe(404);
    const added = (await call('POST', '', offer)).json();
    expect(added.position).toBe(2);
    expect((await publicOffers()).map((o) => o.category)).toEqual(['Premium', 'Membre', 'Premium']);
  });

  it('holds at most 24 offers: the 25th is refused, to an admin too, until one is deleted', async () => {
    const present = (await publicOffers()).length;
    for (let n = present; n < 22; n += 1)
      expect((await call('POST', '', { ...offer, category: `Offre ${n}` })).statusCode).toBe(201);
    // Three adds at once for the last two places: the count and the insert are one step.
    const racing = await Promise.all(
      ['A', 'B', 'C'].map((name) => call('POST', '', { ...offer, category: `Offre ${name}` })),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([201, 201, 409]);
    const refused = await call('POST', '', offer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'pricing_offers_full',
      message: 'Vous avez atteint le nombre maximal de 24 offres.',
    });
    expect(await publicOffers()).toHaveLength(24);
    const member = await createUser(t.app, t.database.db);
    expect((await call('POST', '', offer, member)).statusCode).toBe(403);
    const [first] = await publicOffers();
    if (!first) throw new Error('offers missing');
    expect((await call('DELETE', `/${first.id}`)).statusCode).toBe(200);
    expect((await call('POST', '', offer)).statusCode).toBe(201);
  });

  it('keeps deleted offers deleted after a restart (seeds run once)', async () => {
    for (const item of await publicOffers()) await call('DELETE', `/${item.id}`);
    await seedReference(t.app);
    expect(await publicOffers()).toEqual([]);
  });
});

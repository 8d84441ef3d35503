import type { PricingInput, PricingOffer } from '../../../common/contracts/pricing';
import { pricingCurrencies, pricingIntervals, pricingLimits } from '../../../common/contracts/pricing';
import type { AreaDeps } from '../../area';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { Actor } from '../../platform/actor';
import * as repo from './pricing.repository';

const orderKey = 'admin.pricing.validation.order';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export const toOffer = (row: repo.PricingRow): PricingOffer => ({
  id: row.id,
  category: row.category,
  price: row.price,
  description: row.description,
  color: row.color,
  ctaLabel: row.ctaLabel,
  ctaUrl: row.ctaUrl,
  position: row.position,
  amount: row.amountCents === null ? null : row.amountCents / 100,
  currency: oneOf(pricingCurrencies, row.currency, 'eur'),
  interval: oneOf(pricingIntervals, row.interval, 'one_time'),
  badge: row.badge,
});

/** What is stored of the form: the HTML through the one sanitiser, the amount in cents. */
const valuesOf = (input: PricingInput): repo.PricingValues => ({
  category: input.category,
  price: input.price,
  description: sanitizeRichHtml(input.description),
  color: input.color,
  ctaLabel: input.ctaLabel,
  ctaUrl: input.ctaUrl,
  amountCents: input.amount === null ? null : Math.round(input.amount * 100),
  currency: input.currency,
  interval: input.interval,
  badge: input.badge,
});

/** The reference offers of a fresh install: to pay online the team sets an amount (or Stripe). */
const pricingSeeds: (repo.PricingValues & { position: number })[] = [
  {
    category: 'Membre',
    price: 'Gratuit',
    description:
      '<ul><li>Profil professionnel complet</li><li>Réseau, messagerie et fil d’actualité</li><li>Groupes, événements et offres d’emploi</li></ul>',
    color: '#f3f4f6',
    ctaLabel: 'Rejoindre la communauté',
    ctaUrl: '/',
    amountCents: null,
    currency: 'eur',
    interval: 'one_time',
    position: 0,
  },
  {
    category: 'Entreprise',
    price: 'Sur devis',
    description:
      '<ul><li>Page entreprise dans l’annuaire</li><li>Publication d’offres d’emploi et d’appels d’offres</li><li>Accompagnement par l’équipe</li></ul>',
    color: '#fef3c7',
    ctaLabel: 'Nous contacter',
    ctaUrl: '/contact',
    amountCents: null,
    currency: 'eur',
    interval: 'one_time',
    position: 1,
  },
];

export type PricingService = ReturnType<typeof createPricingService>;

/** The offers of /pricing and /admin/pricing (001 §2.3, §7.1: by position; insert; update; delete). */
export const createPricingService = (db: Db, deps: Pick<AreaDeps, 'settings' | 'logs'>) => ({
  async list(): Promise<PricingOffer[]> {
    return (await repo.listOffers(db)).map(toOffer);
  },

  /**
   * Adds an offer after the others (§7.1's "position = list length", kept right after deletions); throws
   * `pricing_offers_full` when the page holds its 24, counted under a lock so two adds cannot both pass.
   */
  async create(actor: Actor, input: PricingInput): Promise<PricingOffer> {
    const row = await db.transaction(async (tx) => {
      await repo.lockOffers(tx);
      if ((await repo.countOffers(tx)) >= pricingLimits.offersMax) throw new AppError('pricing_offers_full');
      return repo.insertOffer(tx, valuesOf(input));
    });
    if (!row) throw new Error('pricing insert returned nothing');
    await deps.logs.record(actor.id, 'pricing_created', { offerId: row.id, category: row.category });
    return toOffer(row);
  },

  async update(actor: Actor, id: string, input: PricingInput): Promise<PricingOffer> {
    const row = await repo.updateOffer(db, id, valuesOf(input));
    if (!row) throw new AppError('not_found');
    await deps.logs.record(actor.id, 'pricing_updated', { offerId: id, category: row.category });
    return toOffer(row);
  },

  /** Deletes an offer; its payments keep what was paid (the offer's id is set null). */
  async remove(actor: Actor, id: string): Promise<void> {
    if (!(await repo.deleteOffer(db, id))) throw new AppError('not_found');
    await deps.logs.recordAlways(actor.id, 'pricing_deleted', { offerId: id });
  },

  /** Puts every offer in the order of `ids` (each offer once, none other: 400 otherwise). */
  async reorder(actor: Actor, ids: string[]): Promise<PricingOffer[]> {
    const offers = await db.transaction(async (tx) => {
      const all = await repo.listOffers(tx);
      const unique = new Set(ids);
      if (unique.size !== ids.length || ids.length !== all.length || all.some((row) => !unique.has(row.id)))
        throw invalidField('ids', orderKey);
      for (const [position, id] of ids.entries()) await repo.setPosition(tx, id, position);
      return repo.listOffers(tx);
    });
    await deps.logs.record(actor.id, 'pricing_reordered', {});
    return offers.map(toOffer);
  },

  /** The reference offers, once per install and only into an empty table (decision 13). */
  seed: () =>
    deps.settings.runOnce('pricing', 1, async () => {
      if ((await repo.countOffers(db)) === 0) await repo.insertOffers(db, pricingSeeds);
    }),
});

import type { z } from 'zod';
import {
  addDays,
  expiryOf,
  type JobOfferBody,
  type JobOfferCard,
  type JobOfferDetail,
  type JobOfferListQuery,
  type JobOfferPage,
  jobOfferLimits,
  jobOfferPath,
  utcDay,
} from '../../../common/contracts/job-offers';
import { parseLocationText } from '../../../common/contracts/profiles';
import { previewOf } from '../../../common/format';
import { can } from '../../../common/permissions';
import { AppError, invalidField } from '../../lib/app-error';
import type { ImageRules } from '../../lib/images';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import type { ContentServiceDeps } from '../../platform/content-service-deps';
import { countedRows, directoryPage, keptCounts } from '../../platform/directory';
import { displayName } from '../../platform/person';
import { rowImage } from '../../platform/row-image';
import type { ShareMeta } from '../../plugins/web-assets';
import type { CompanyService } from '../companies/company.service';
import { countryCodeOf } from '../locations/countries';
import * as repo from './job-offer.repository';
import { renderMarkdown } from './markdown';

type Body = z.output<typeof JobOfferBody>;
type ListQuery = z.output<typeof JobOfferListQuery>;

const l = jobOfferLimits;
const logoRules: ImageRules = {
  allowed: ['png', 'jpg', 'webp'],
  maxBytes: l.logoMaxBytes,
  maxWidth: l.logoMaxWidth,
};

/** The creator or a member with `jobOffers.moderate` (an admin) edits and deletes (002 §6). */
export const canManageOffer = (actor: Actor | null, ownerId: string): boolean =>
  actor !== null && (actor.id === ownerId || can(actor.role, 'jobOffers.moderate'));

export type JobOfferService = ReturnType<typeof createJobOfferService>;

/**
 * Job offers (002 §2 "Job offers", §4–§7): the public list of live offers with its filters, one offer,
 * the member's own offers, and create / edit / delete by the creator or an admin. `now` is the clock
 * (tests move it); the days of the expiry rules are UTC calendar days.
 */
export const createJobOfferService = (
  deps: ContentServiceDeps & {
    /** The directory, for the company an offer links (only its active companies). */
    companies: Pick<CompanyService, 'linkable'>;
  },
) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sideEffect = sideEffects(deps.log, 'job-offers');
  /**
   * Match counts kept a minute: a count walks up to 1 201 rows, a page 12. A new offer shows on its
   * page at once; the total catches up within the minute.
   */
  const counts = keptCounts((filter: repo.JobOfferFilter) => repo.countListed(db, filter, l.countCap));

  const toCard = (row: repo.JobOfferRow, today: string): JobOfferCard => ({
    id: row.id,
    title: row.title,
    company: row.company,
    companyId: row.companyId,
    location: row.location,
    countryCode: row.countryCode,
    type: row.type,
    salary: row.salary,
    logoUrl: row.logoUrl,
    isActive: row.isActive,
    expiresAt: row.expiresAt,
    expiry: expiryOf(row.expiresAt, today),
    createdAt: row.createdAt.toISOString(),
  });

  const toDetail = async (
    found: repo.JobOfferWithOwner,
    viewer: Actor | null,
    today: string,
  ): Promise<JobOfferDetail> => {
    const { offer, owner } = found;
    const companyCard = offer.companyId ? ((await deps.companies.linkable(offer.companyId)) ?? null) : null;
    const manages = canManageOffer(viewer, offer.userId);
    return {
      ...toCard(offer, today),
      description: offer.description,
      descriptionHtml: offer.descriptionHtml,
      website: offer.website,
      contact: offer.contact,
      updatedAt: offer.updatedAt.toISOString(),
      owner: owner ? { id: owner.id, fullName: displayName(owner), avatarUrl: owner.avatarUrl } : null,
      companyCard,
      canEdit: manages,
      canDelete: manages,
    };
  };

  /** The stored columns of a body: trimmed texts, the rendered description, the derived country. */
  const columnsOf = async (body: Body, today: string) => {
    if (body.expiresAt < today) throw invalidField('expiresAt', 'jobOffers.validation.expiryPast');
    if (body.expiresAt > addDays(today, l.expiryMaxDays)) {
      throw invalidField('expiresAt', 'jobOffers.validation.expiryTooFar');
    }
    const place = parseLocationText(body.location);
    // A picked company must be an active one of the directory; its name is the offer's.
    const picked = body.companyId ? await deps.companies.linkable(body.companyId) : undefined;
    if (body.companyId && !picked) throw invalidField('companyId', 'jobOffers.validation.companyUnknown');
    return {
      title: body.title,
      company: picked?.nom ?? body.company,
      companyId: picked?.id ?? null,
      location: body.location,
      countryCode: place ? (countryCodeOf(place.pays) ?? null) : null,
      type: body.type,
      salary: body.salary,
      description: body.description,
      descriptionHtml: renderMarkdown(body.description),
      website: body.website,
      contact: body.contact,
      isActive: body.isActive,
      expiresAt: body.expiresAt,
    };
  };

  /** The offer as the viewer may see it: a withdrawn one only by its owner or an admin. */
  const visible = async (viewer: Actor | null, id: string) => {
    const found = await repo.findWithOwner(db, id, viewer?.id ?? null);
    if (!found || (!found.offer.isActive && !canManageOffer(viewer, found.offer.userId))) {
      throw new AppError('not_found', { messageKey: 'jobOffers.notFound' });
    }
    return found;
  };

  /** Logos live in the public `media` bucket under `job-offers/{offerId}/`. */
  const logo = rowImage(deps, 'job-offers', 'logo', logoRules, sideEffect);

  /** The offer if the actor may change it: 404 when it does not exist, 403 when it is not theirs. */
  const managed = async (actor: Actor, id: string) => {
    const offer = (await repo.findWithOwner(db, id))?.offer;
    if (!offer) throw new AppError('not_found', { messageKey: 'jobOffers.notFound' });
    if (!canManageOffer(actor, offer.userId)) throw new AppError('job_offer_forbidden');
    return offer;
  };

  return {
    /** Checked before an upload is read, so a foreign offer is refused without taking the file. */
    async assertCanManage(actor: Actor, id: string): Promise<void> {
      await managed(actor, id);
    },

    /** Re-encodes the image, points the offer at it and removes the previous file. */
    async uploadLogo(actor: Actor, id: string, data: Buffer): Promise<JobOfferDetail> {
      // The logo counts in the author's storage quota (issue 32 §5), in place of the one it replaces.
      const current = await managed(actor, id);
      const owner = { id: current.userId, replacedBytes: current.logoBytes };
      await logo.upload(id, data, owner, async (tx, url, bytes) => {
        const offer = await repo.lockById(tx, id);
        if (!offer) throw new AppError('not_found', { messageKey: 'jobOffers.notFound' });
        if (!canManageOffer(actor, offer.userId)) throw new AppError('job_offer_forbidden');
        await repo.update(tx, id, { logoUrl: url, logoBytes: bytes, updatedAt: now() });
        return offer.logoUrl;
      });
      return this.get(actor, id);
    },

    async removeLogo(actor: Actor, id: string): Promise<JobOfferDetail> {
      const offer = await managed(actor, id);
      await repo.update(db, id, { logoUrl: null, logoBytes: null, updatedAt: now() });
      await logo.removeFile(id, offer.logoUrl);
      return this.get(actor, id);
    },

    async list(query: ListQuery): Promise<JobOfferPage> {
      const today = utcDay(now());
      const filter: repo.JobOfferFilter = {
        today,
        q: query.q,
        type: query.type,
        location: query.location,
        company: query.company,
      };
      const { rows, counted } = await countedRows(counts, filter, query.page, l, (window) =>
        repo.listListed(db, filter, window),
      );
      return directoryPage(
        rows.map((row) => toCard(row, today)),
        query.page,
        l,
        counted,
      );
    },

    async mine(actor: Actor, page: number): Promise<JobOfferPage> {
      const today = utcDay(now());
      const total = await repo.countOfUser(db, actor.id);
      const offset = (page - 1) * l.minePageSize;
      const rows =
        offset < total ? await repo.listOfUser(db, actor.id, { limit: l.minePageSize, offset }) : [];
      return directoryPage(
        rows.map((row) => toCard(row, today)),
        page,
        { pageSize: l.minePageSize, countCap: Number.POSITIVE_INFINITY },
        total,
      );
    },

    async get(viewer: Actor | null, id: string): Promise<JobOfferDetail> {
      return toDetail(await visible(viewer, id), viewer, utcDay(now()));
    },

    async create(actor: Actor, body: Body): Promise<JobOfferDetail> {
      const today = utcDay(now());
      const at = now();
      const row = await repo.insert(db, {
        ...(await columnsOf(body, today)),
        userId: actor.id,
        createdAt: at,
        updatedAt: at,
      });
      // The admins hear of each new offer (001 §3 admin e-mails: job_offer_created).
      await sideEffect('admin notification', () =>
        deps.notifications.notifyAdmins(
          'job_offer_created',
          {
            author_name: displayName(actor.profile),
            job_offer_id: row.id,
            job_offer_title: previewOf(row.title, 120),
            company: previewOf(row.company, 120),
          },
          actor.id,
        ),
      );
      return this.get(actor, row.id);
    },

    async update(actor: Actor, id: string, body: Body): Promise<JobOfferDetail> {
      const today = utcDay(now());
      const columns = await columnsOf(body, today);
      await db.transaction(async (tx) => {
        const offer = await repo.lockById(tx, id);
        if (!offer) throw new AppError('not_found', { messageKey: 'jobOffers.notFound' });
        if (!canManageOffer(actor, offer.userId)) throw new AppError('job_offer_forbidden');
        await repo.update(tx, id, { ...columns, updatedAt: now() });
      });
      return this.get(actor, id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const offer = await db.transaction(async (tx) => {
        const locked = await repo.lockById(tx, id);
        if (!locked) throw new AppError('not_found', { messageKey: 'jobOffers.notFound' });
        if (!canManageOffer(actor, locked.userId)) throw new AppError('job_offer_forbidden');
        await repo.remove(tx, id);
        return locked;
      });
      await logo.removeFile(id, offer.logoUrl);
      if (offer.userId !== actor.id) {
        await deps.logs.record(actor.id, 'job_offer_deleted_by_admin', {
          jobOfferId: id,
          ownerId: offer.userId,
        });
      }
    },

    /** The share preview of `/emplois/{id}` (DESIGN §4): title, company and place, the start of the text. */
    async shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> {
      const found = await repo.findWithOwner(db, id);
      if (!found?.offer.isActive) return undefined;
      const { offer } = found;
      const text = offer.description
        .replace(/[#*_`>[\]()!-]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const lead = `${offer.company} · ${offer.location} · ${offer.type}`;
      return {
        title: `${offer.title} | ${siteName}`,
        description: previewOf(`${lead}. ${text}`, 200),
        image: offer.logoUrl ?? undefined,
        path: jobOfferPath(offer.id),
      };
    },
  };
};

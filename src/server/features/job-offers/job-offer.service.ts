import type { z } from 'zod';
import {
  addDays,
  type JobOfferBody,
  type JobOfferDetail,
  type JobOfferListQuery,
  type JobOfferPage,
  jobOfferLimits,
  utcDay,
} from '../../../common/contracts/job-offers';
import { previewOf } from '../../../common/format';
import type { DbOrTx } from '../../db/client';
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
import { countryCodeOfText } from '../locations/place-columns';
import { canManageOffer } from './job-offer.policy';
import { toCard, toDetail, toShareMeta } from './job-offer.presenter';
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

  const detailOf = async (found: repo.JobOfferWithOwner, viewer: Actor | null, today: string) => {
    const { companyId, userId } = found.offer;
    const companyCard = companyId ? ((await deps.companies.linkable(companyId)) ?? null) : null;
    return toDetail(found, today, companyCard, canManageOffer(viewer, userId));
  };

  /** The stored columns of a body: trimmed texts, the rendered description, the derived country. */
  const columnsOf = async (body: Body, today: string) => {
    if (body.expiresAt < today) throw invalidField('expiresAt', 'jobOffers.validation.expiryPast');
    if (body.expiresAt > addDays(today, l.expiryMaxDays)) {
      throw invalidField('expiresAt', 'jobOffers.validation.expiryTooFar');
    }
    // A picked company must be an active one of the directory; its name is the offer's.
    const picked = body.companyId ? await deps.companies.linkable(body.companyId) : undefined;
    if (body.companyId && !picked) throw invalidField('companyId', 'jobOffers.validation.companyUnknown');
    return {
      title: body.title,
      company: picked?.nom ?? body.company,
      companyId: picked?.id ?? null,
      location: body.location,
      countryCode: countryCodeOfText(body.location),
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
  const mayChange = (actor: Actor, offer: repo.JobOfferRow | undefined) => {
    if (!offer) throw new AppError('not_found', { messageKey: 'jobOffers.notFound' });
    if (!canManageOffer(actor, offer.userId)) throw new AppError('job_offer_forbidden');
    return offer;
  };
  const managed = async (actor: Actor, id: string) =>
    mayChange(actor, (await repo.findWithOwner(db, id))?.offer);
  /** The same under the offer row's lock, inside `tx`. */
  const lockedManaged = async (tx: DbOrTx, actor: Actor, id: string) =>
    mayChange(actor, await repo.lockById(tx, id));

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
        const offer = await lockedManaged(tx, actor, id);
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
      return detailOf(await visible(viewer, id), viewer, utcDay(now()));
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
        await lockedManaged(tx, actor, id);
        await repo.update(tx, id, { ...columns, updatedAt: now() });
      });
      return this.get(actor, id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const offer = await db.transaction(async (tx) => {
        const locked = await lockedManaged(tx, actor, id);
        await repo.remove(tx, id);
        return locked;
      });
      await logo.removeFile(id, offer.logoUrl);
      await deps.notifications.withdrawAbout({ job_offer_id: id });
      if (offer.userId !== actor.id) {
        await deps.logs.record(actor.id, 'job_offer_deleted_by_admin', {
          jobOfferId: id,
          ownerId: offer.userId,
        });
      }
    },

    /** The share preview of `/emplois/{id}` (DESIGN §4), for a live offer. */
    async shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> {
      const found = await repo.findWithOwner(db, id);
      return found?.offer.isActive ? toShareMeta(found.offer, siteName) : undefined;
    },
  };
};

import type { z } from 'zod';
import {
  type CompanyAdminListQuery,
  type CompanyBody,
  type CompanyDetail,
  type CompanyListQuery,
  type CompanyPage,
  type CompanyPick,
  companyLimits,
  type DirectoryMeta,
} from '../../../common/contracts/companies';
import type { AreaDeps } from '../../area';
import { AppError, invalidField } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import { countedRows, directoryPage, keptCounts } from '../../platform/directory';
import type { ShareMeta } from '../../plugins/web-assets';
import { placeColumnsOf } from '../locations/place-columns';
import type { NotificationService } from '../notifications/notification.service';
import {
  assertVisiblePage,
  type DirectoryClient,
  exemptMeta,
  managesCompanies,
  subjectsOf,
} from './company.policy';
import { toCard, toDetail, toShareMeta } from './company.presenter';
import * as repo from './company.repository';
import { companyLogo } from './company-logo.service';
import { noticeCreatedCompanies } from './company-notice';
import { createDirectoryGuard, isBotUserAgent } from './directory-guard';

type Body = z.output<typeof CompanyBody>;
type ListQuery = z.output<typeof CompanyListQuery>;
type AdminListQuery = z.output<typeof CompanyAdminListQuery>;

const l = companyLimits;

const unavailable = () => new AppError('company_unavailable');
const notFound = () => new AppError('not_found', { messageKey: 'companies.notFound' });

export type { DirectoryClient } from './company.policy';

export type CompanyService = ReturnType<typeof createCompanyService>;

/**
 * The companies directory (002 §2, §4–§7, §9): the public list and company pages under the viewing
 * limits, the job form's picker, and the admins' create / edit / activate / delete with up to 7
 * professional categories and a place from the offline city list (the logo and the map have their own
 * services). `now` is the clock of the viewing limits (tests move it).
 */

export const createCompanyService = (
  deps: Pick<AreaDeps, 'db' | 'logs' | 'storage' | 'log'> & {
    notifications: Pick<NotificationService, 'notifyAdmins'>;
    now?: () => Date;
  },
) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const guard = createDirectoryGuard(db, now);
  const counts = keptCounts((filter: repo.CompanyFilter) => repo.count(db, filter, l.countCap));
  const forgetCounts = () => counts.clear();

  /** A company as the viewer reads it, with its categories. */
  const detailOf = async (row: repo.CompanyRow, viewer: Actor | null): Promise<CompanyDetail> => {
    const categories = (await repo.categoriesOf(db, [row.id])).get(row.id) ?? [];
    return toDetail(row, categories, managesCompanies(viewer));
  };

  const pageOf = async (
    filter: repo.CompanyFilter,
    page: number,
    meta: DirectoryMeta,
    visiblePages: (real: number) => number,
  ): Promise<CompanyPage> => {
    const { rows, counted } = await countedRows(counts, filter, page, l, (window) =>
      repo.listCards(db, filter, window),
    );
    const found = directoryPage(
      rows.map(({ categories, ...row }) => toCard(row, categories)),
      page,
      l,
      counted,
    );
    return { ...found, totalPages: visiblePages(found.totalPages), meta };
  };

  /** The stored columns of a body; the categories are checked to exist. */
  const columnsOf = async (body: Body) => {
    const place = body.place;
    if (!place) throw invalidField('place', 'companies.validation.address');
    if ((await repo.countCategories(db, body.categoryIds)) !== new Set(body.categoryIds).size) {
      throw invalidField('categoryIds', 'companies.validation.categoryUnknown');
    }
    return {
      nom: body.nom,
      sigle: body.sigle,
      taille: body.taille,
      effectif: body.effectif,
      siteWeb: body.siteWeb,
      linkedin: body.linkedin,
      email: body.email,
      telephone: body.telephone,
      fax: body.fax,
      adresse: body.adresse,
      codePostal: body.codePostal,
      ...placeColumnsOf(place),
      adresseComplete: place.adresse_complete,
      description: body.description,
      active: body.active,
    };
  };

  const logo = companyLogo(deps);

  const found = async (id: string) => {
    const row = await repo.findById(db, id);
    if (!row) throw notFound();
    return row;
  };

  return {
    /** The team changed the category tree (features/categories): the kept counts go. */
    forgetCategories: forgetCounts,

    /** The directory (002 §2): active companies by name, 30 a page, under the viewing limits. */
    async list(actor: Actor | null, query: ListQuery, client: DirectoryClient): Promise<CompanyPage> {
      const filter: repo.CompanyFilter = {
        activeOnly: true,
        q: query.q,
        country: query.country,
        categoryId: query.categoryId,
        taille: query.taille,
      };
      if (managesCompanies(actor)) return pageOf(filter, query.page, exemptMeta, (real) => real);
      const a = l.antiScraping;
      assertVisiblePage(query.page);
      const meta = await guard.check(subjectsOf(actor, client), {
        kind: 'list',
        page: query.page,
        filterKey: [query.country, query.taille, query.categoryId].join('|'),
        userAgent: client.userAgent,
      });
      return pageOf(filter, query.page, meta, (real) =>
        Math.min(real, meta.pagesViewed < a.sessionPagesMax ? a.visiblePagesCap : 1),
      );
    },

    /** One company; an inactive one is unavailable to all but its managers (002 §4). */
    async get(actor: Actor | null, id: string, client: DirectoryClient): Promise<CompanyDetail> {
      if (!managesCompanies(actor)) {
        await guard.check(subjectsOf(actor, client), { kind: 'detail', userAgent: client.userAgent });
      }
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      if (!row.active && !managesCompanies(actor)) throw unavailable();
      return detailOf(row, actor);
    },

    /** The job form's picker: 10 active names from 2 characters, counted by the viewing limits. */
    async pick(actor: Actor, q: string, client: DirectoryClient): Promise<{ items: CompanyPick[] }> {
      if (Array.from(q).length < l.pickerQueryMin) return { items: [] };
      if (!managesCompanies(actor)) {
        await guard.check(subjectsOf(actor, client), { kind: 'pick', userAgent: client.userAgent });
      }
      return { items: await repo.pick(db, q, l.pickerResults) };
    },

    /**
     * Whether companies may be shown by the network search (issue 39 §4). Its result pages count as
     * list pages of the directory (the same page cap, rates and robot rules: throws as `list` does).
     * Its suggestions (`page` null: three names a keystroke) are not counted, so typing never spends
     * a member's directory budget, but robots get none. Managers are exempt.
     */
    async allowsSearch(actor: Actor | null, client: DirectoryClient, page: number | null): Promise<boolean> {
      if (managesCompanies(actor)) return true;
      if (page === null) return !isBotUserAgent(client.userAgent);
      assertVisiblePage(page);
      await guard.check(subjectsOf(actor, client), {
        kind: 'list',
        page,
        filterKey: 'search',
        userAgent: client.userAgent,
      });
      return true;
    },

    /** An active company's name and logo, for a job offer that links it (no counting: one row). */
    async linkable(id: string): Promise<CompanyPick | undefined> {
      const row = await repo.findById(db, id);
      return row?.active ? { id: row.id, nom: row.nom, logoUrl: row.logoUrl } : undefined;
    },

    /**
     * The served page of an active company (share previews, search engines, which the sitemap points
     * here): its public card only (name, place, description, logo). Contacts stay behind the directory's
     * guarded reads, so a robot following the sitemap gets the card and nothing the guard protects.
     */
    async shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> {
      const row = await repo.findById(db, id);
      return row?.active ? toShareMeta(row, siteName) : undefined;
    },

    /** The back office list: every company, inactive ones included, with the real page count. */
    adminList(query: AdminListQuery): Promise<CompanyPage> {
      return pageOf(
        {
          activeOnly: false,
          status: query.status,
          q: query.q,
          country: query.country,
          categoryId: query.categoryId,
          taille: query.taille,
        },
        query.page,
        exemptMeta,
        (real) => real,
      );
    },

    /** The company and its categories in one transaction (so no 'created but categories failed'). */
    async create(actor: Actor, body: Body): Promise<CompanyDetail> {
      const columns = await columnsOf(body);
      const at = new Date();
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, { ...columns, createdAt: at, updatedAt: at });
        await repo.setCategories(tx, inserted.id, [...new Set(body.categoryIds)]);
        return inserted;
      });
      forgetCounts();
      await deps.logs.record(actor.id, 'company_created', { companyId: row.id, nom: row.nom });
      return detailOf(row, actor);
    },

    /** The admins' notice of the companies created since the previous tick (`company-notice.ts`). */
    noticeCreated: (at: Date, previous: Date | undefined): Promise<void> =>
      noticeCreatedCompanies(deps, at, previous),

    async update(actor: Actor, id: string, body: Body): Promise<CompanyDetail> {
      const columns = await columnsOf(body);
      await db.transaction(async (tx) => {
        if (!(await repo.lockById(tx, id))) throw notFound();
        await repo.update(tx, id, { ...columns, updatedAt: new Date() });
        await repo.setCategories(tx, id, [...new Set(body.categoryIds)]);
      });
      forgetCounts();
      await deps.logs.record(actor.id, 'company_updated', { companyId: id, nom: body.nom });
      return detailOf(await found(id), actor);
    },

    async setActive(actor: Actor, id: string, active: boolean): Promise<CompanyDetail> {
      await found(id);
      await repo.update(db, id, { active, updatedAt: new Date() });
      forgetCounts();
      await deps.logs.record(actor.id, active ? 'company_activated' : 'company_deactivated', {
        companyId: id,
      });
      return detailOf(await found(id), actor);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await found(id);
      await repo.remove(db, id);
      forgetCounts();
      await logo.removeFile(id, row.logoUrl);
      await deps.logs.record(actor.id, 'company_deleted', { companyId: id, nom: row.nom });
    },

    /** A company as the actor reads it after a change (their own or its logo's); 404 when it is gone. */
    async detail(actor: Actor, id: string): Promise<CompanyDetail> {
      return detailOf(await found(id), actor);
    },

    /** Drops the viewing-limit rows of ended windows (the clean-up job). */
    purgeDirectoryAccess: () => guard.purge(),
  };
};

import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  type CompanyAdminListQuery,
  type CompanyBody,
  type CompanyCard,
  type CompanyDetail,
  type CompanyListQuery,
  type CompanyMap,
  type CompanyMapQuery,
  type CompanyPage,
  type CompanyPick,
  companyLimits,
  type DirectoryMeta,
} from '../../../common/contracts/companies';
import { previewOf } from '../../../common/format';
import { can } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import type { ImageRules } from '../../lib/images';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { countedRows, directoryPage, keptCounts } from '../../platform/directory';
import type { LogService } from '../../platform/logs/log.service';
import { rowImage } from '../../platform/row-image';
import type { StorageDriver } from '../../plugins/storage';
import type { ShareMeta } from '../../plugins/web-assets';
import { countryCodeOf } from '../locations/countries';
import type { NotificationService } from '../notifications/notification.service';
import * as repo from './company.repository';
import { createDirectoryGuard, isBotUserAgent } from './directory-guard';

type Body = z.output<typeof CompanyBody>;
type ListQuery = z.output<typeof CompanyListQuery>;
type AdminListQuery = z.output<typeof CompanyAdminListQuery>;
type MapQuery = z.output<typeof CompanyMapQuery>;

const l = companyLimits;
const logoRules: ImageRules = {
  allowed: ['png', 'jpg', 'webp'],
  maxBytes: l.logoMaxBytes,
  maxWidth: l.logoMaxWidth,
};

/** Who reads the directory: the account (if any) and the address, both counted (002 §9). */
export interface DirectoryClient {
  ip: string;
  userAgent: string | undefined;
}

/** Admins manage the directory and are exempt from its viewing limits (002 §6). */
export const managesCompanies = (actor: Actor | null): boolean =>
  actor !== null && can(actor.role, 'companies.manage');

const exemptMeta: DirectoryMeta = {
  pagesViewed: 0,
  rateRemaining: l.antiScraping.rateInitial,
  warning: null,
  exempt: true,
};

const unavailable = () => new AppError('company_unavailable');
const notFound = () => new AppError('not_found', { messageKey: 'companies.notFound' });

export type CompanyService = ReturnType<typeof createCompanyService>;

/**
 * The companies directory (002 §2, §4–§7, §9): the public list and company pages under the viewing
 * limits, the job form's picker, and the admins' create / edit / activate / delete with up to 7
 * professional categories, a logo and a place from the offline city list. `now` is the clock of the
 * viewing limits (tests move it).
 */
/** The companies-created notice's reach when no tick ran before (its schedule's period). */
const createdNoticeWindowMs = 10 * 60_000;
/** The company names a notice lists. */
const createdNoticeNames = 3;

export const createCompanyService = (deps: {
  db: Db;
  logs: LogService;
  storage: StorageDriver;
  log: FastifyBaseLogger;
  notifications: Pick<NotificationService, 'notifyAdmins'>;
  /** The company map's tile server (config `mapTiles`). */
  mapTiles?: { url: string; attribution: string };
  now?: () => Date;
}) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const guard = createDirectoryGuard(db, now);
  const sideEffect = sideEffects(deps.log, 'companies');
  const counts = keptCounts((filter: repo.CompanyFilter) => repo.count(db, filter, l.countCap));
  const forgetCounts = () => counts.clear();

  const subjectsOf = (actor: Actor | null, client: DirectoryClient) => [
    `ip:${client.ip}`,
    ...(actor ? [`user:${actor.id}`] : []),
  ];

  const toCard = (
    row: Omit<repo.CompanyCardRow, 'categories'>,
    categories: { id: string; name: string }[],
  ): CompanyCard => ({
    id: row.id,
    nom: row.nom,
    sigle: row.sigle,
    taille: row.taille,
    ville: row.ville,
    pays: row.pays,
    countryCode: row.countryCode,
    logoUrl: row.logoUrl,
    active: row.active,
    categories,
    createdAt: row.createdAt.toISOString(),
  });

  const toDetail = async (row: repo.CompanyRow, viewer: Actor | null): Promise<CompanyDetail> => {
    const categories = (await repo.categoriesOf(db, [row.id])).get(row.id) ?? [];
    return {
      ...toCard(row, categories),
      effectif: row.effectif,
      siteWeb: row.siteWeb,
      linkedin: row.linkedin,
      email: row.email,
      telephone: row.telephone,
      fax: row.fax,
      adresse: row.adresse,
      codePostal: row.codePostal,
      place:
        row.ville && row.pays
          ? {
              ville: row.ville,
              pays: row.pays,
              country_code: row.countryCode ?? '',
              adresse_complete: row.adresseComplete ?? `${row.ville}, ${row.pays}`,
              ...(row.latitude !== null && row.longitude !== null
                ? { lat: row.latitude, lon: row.longitude }
                : {}),
            }
          : null,
      description: row.description,
      updatedAt: row.updatedAt.toISOString(),
      canManage: managesCompanies(viewer),
    };
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
      ville: place.ville,
      pays: place.pays,
      countryCode: place.country_code || countryCodeOf(place.pays) || null,
      adresseComplete: place.adresse_complete,
      latitude: place.lat ?? null,
      longitude: place.lon ?? null,
      description: body.description,
      active: body.active,
    };
  };

  /** Logos live in the public `media` bucket under `companies/{id}/`. */
  const logo = rowImage(deps, 'companies', 'logo', logoRules, sideEffect);

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
      // The pager never offers more than 10 pages: a page past them is a scraper's guess.
      if (query.page > a.visiblePagesCap) {
        throw new AppError('companies_page_limit', { retryAfter: Math.ceil(a.idleMs / 1000) });
      }
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
      return toDetail(row, actor);
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
      const a = l.antiScraping;
      if (page > a.visiblePagesCap) {
        throw new AppError('companies_page_limit', { retryAfter: Math.ceil(a.idleMs / 1000) });
      }
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
      if (!row?.active) return undefined;
      const place = [row.ville, row.pays].filter(Boolean).join(', ');
      const text = (row.description ?? '').replace(/\s+/g, ' ').trim();
      return {
        title: `${row.nom} | ${siteName}`,
        description: previewOf([place, text].filter(Boolean).join('. '), 200) || undefined,
        image: row.logoUrl ?? undefined,
      };
    },

    /**
     * The company map (001 §2.14, §7.4): every placed company matching the filters, inactive ones
     * included (only managers read it), in one answer, with the filters' options taken from the data
     * and the count of matching companies the map cannot place.
     */
    async map(query: MapQuery): Promise<CompanyMap> {
      const filter: repo.CompanyFilter = {
        activeOnly: false,
        categoryId: query.categoryId,
        country: query.country,
      };
      const [points, unplaced, categories, countries] = await Promise.all([
        repo.mapPoints(db, filter),
        repo.countUnplaced(db, filter),
        repo.usedCategories(db),
        repo.usedCountries(db),
      ]);
      return {
        points: points.map((p) => ({ ...p, lat: Number(p.lat), lng: Number(p.lng) })),
        unplaced,
        categories,
        countries,
        tiles: deps.mapTiles ?? {
          url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '© les contributeurs d’OpenStreetMap',
        },
      };
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
      return toDetail(row, actor);
    },

    /**
     * The admins hear of new companies (001 §3 admin e-mails, company_created) in one notice per job
     * tick at most (companies-created-notice, every ten minutes): staff fill the directory many
     * companies at a time, and a notice per company would flood every address. The notice covers the
     * companies created since the last tick; the first one alone when it is only one.
     */
    async noticeCreated(at: Date, previous: Date | undefined): Promise<void> {
      const after = previous ?? new Date(at.getTime() - createdNoticeWindowMs);
      const { count, rows } = await repo.createdBetween(db, after, at, createdNoticeNames);
      const [first] = rows;
      if (!first) return;
      const names = rows.map((row) => row.nom).join(', ');
      await deps.notifications.notifyAdmins(
        'company_created',
        {
          count: String(count),
          company_names: count > rows.length ? `${names}…` : names,
          ...(count === 1 ? { company_id: first.id } : {}),
        },
        '',
      );
    },

    async update(actor: Actor, id: string, body: Body): Promise<CompanyDetail> {
      const columns = await columnsOf(body);
      await db.transaction(async (tx) => {
        if (!(await repo.lockById(tx, id))) throw notFound();
        await repo.update(tx, id, { ...columns, updatedAt: new Date() });
        await repo.setCategories(tx, id, [...new Set(body.categoryIds)]);
      });
      forgetCounts();
      await deps.logs.record(actor.id, 'company_updated', { companyId: id, nom: body.nom });
      return toDetail(await found(id), actor);
    },

    async setActive(actor: Actor, id: string, active: boolean): Promise<CompanyDetail> {
      await found(id);
      await repo.update(db, id, { active, updatedAt: new Date() });
      forgetCounts();
      await deps.logs.record(actor.id, active ? 'company_activated' : 'company_deactivated', {
        companyId: id,
      });
      return toDetail(await found(id), actor);
    },

    async assertExists(id: string): Promise<void> {
      await found(id);
    },

    async uploadLogo(actor: Actor, id: string, data: Buffer): Promise<CompanyDetail> {
      // A directory company belongs to no member: its logo counts in no one's storage quota.
      await logo.upload(id, data, null, async (tx, url) => {
        const row = await repo.lockById(tx, id);
        if (!row) throw notFound();
        await repo.update(tx, id, { logoUrl: url, updatedAt: new Date() });
        return row.logoUrl;
      });
      return toDetail(await found(id), actor);
    },

    async removeLogo(actor: Actor, id: string): Promise<CompanyDetail> {
      const row = await found(id);
      await repo.update(db, id, { logoUrl: null, updatedAt: new Date() });
      await logo.removeFile(id, row.logoUrl);
      return toDetail(await found(id), actor);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await found(id);
      await repo.remove(db, id);
      forgetCounts();
      await logo.removeFile(id, row.logoUrl);
      await deps.logs.record(actor.id, 'company_deleted', { companyId: id, nom: row.nom });
    },

    /** Drops the viewing-limit rows of ended windows (the clean-up job). */
    purgeDirectoryAccess: () => guard.purge(),
  };
};

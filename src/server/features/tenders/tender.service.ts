import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  consistencyIssues,
  isListedStatus,
  publishIssues,
  type TenderBody,
  type TenderDetail,
  type TenderListQuery,
  type TenderPage,
  type TenderTeaser,
  tenderLimits,
} from '../../../common/contracts/tenders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import type { ContentServiceDeps } from '../../platform/content-service-deps';
import { countedRows, directoryPage, keptCounts } from '../../platform/directory';
import type { ShareMeta } from '../../plugins/web-assets';
import type { CompanyService } from '../companies/company.service';
import {
  assertPublishable,
  canEdit,
  canModerate,
  canSee,
  invalid,
  referenceOf,
  statusColumns,
} from './tender.policy';
import {
  announcementData,
  columnsOf,
  fieldsOf,
  reminderData,
  toCard,
  toDetail,
  toShareMeta,
  toTeaser,
} from './tender.presenter';
import * as repo from './tender.repository';
import { removeAnnexFiles } from './tender-annex.service';

type Fields = z.output<typeof TenderBody>;
type ListQuery = z.output<typeof TenderListQuery>;

const l = tenderLimits;

const notFound = () => new AppError('not_found', { messageKey: 'tenders.notFound' });

export type TenderService = ReturnType<typeof createTenderService>;

/**
 * Calls for tenders (002 §2–§9, plans/002 C2): the list and the sidebar, one tender, the six-step form
 * saved as a draft at each step, the status machine (brouillon → publie → archive / termine, Dépublier
 * back to brouillon), the admins' notice of a new tender and the owner's deadline reminder. The annexes
 * are `tender-annex.service.ts`'s, built on `lockedFor`. `now` is the clock (tests move it).
 */
export const createTenderService = (
  deps: ContentServiceDeps & {
    /** The directory's companies a tender names as its issuer (`entite_id`), read like a job offer's. */
    companies: Pick<CompanyService, 'linkable'>;
  },
) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sideEffect = sideEffects(deps.log, 'tenders');
  const counts = keptCounts((filter: repo.TenderFilter) => repo.countListed(db, filter, l.countCap));

  /** The issuing company of the directory (`entite_*`), while it is listed; null otherwise. */
  const issuerOf = async (row: repo.TenderRow): Promise<TenderDetail['entite']> => {
    if (row.entiteType !== 'entreprise' || !row.entiteId) return null;
    const company = await deps.companies.linkable(row.entiteId);
    return company ? { type: 'entreprise', ...company } : null;
  };

  /** The form's consistency, and a named issuer must be a listed company of the directory. */
  const assertValid = async (body: Fields) => {
    const issues = consistencyIssues(body);
    if (issues.length > 0) throw invalid(issues);
    if (body.entiteId && !(await deps.companies.linkable(body.entiteId)))
      throw invalid([{ path: 'entiteId', key: 'tenders.validation.entity' }]);
  };

  /** The admins hear of a tender when it is first published (001 §3 admin e-mails, content created). */
  const announce = async (actor: Actor, row: repo.TenderRow) => {
    await sideEffect('admin notification', () =>
      deps.notifications.notifyAdmins('tender_created', announcementData(actor, row), actor.id),
    );
  };

  /** The tender the viewer may read, else 404 (a draft is nobody else's business). */
  const visible = async (viewer: Actor | null, id: string) => {
    const row = await repo.findById(db, id);
    if (!row || !canSee(viewer, row)) throw notFound();
    return row;
  };

  /** Locks the tender for a change the rule allows: 404 when the actor may not see it, 403 otherwise. */
  const lockedFor = async (
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    actor: Actor,
    id: string,
    rule: (viewer: Actor, row: repo.TenderRow) => boolean,
  ) => {
    const row = await repo.lockById(tx, id);
    if (!row || !canSee(actor, row)) throw notFound();
    if (!rule(actor, row)) throw new AppError('tender_forbidden');
    return row;
  };

  /** The tender's page; `files` may already be on their way (`get` reads them with the tender). */
  const detailOf = async (
    row: repo.TenderRow,
    viewer: Actor | null,
    files?: Promise<repo.TenderFileRow[]>,
  ): Promise<TenderDetail> =>
    toDetail(row, viewer, await (files ?? repo.listFiles(db, row.id)), await issuerOf(row));

  const afterPublish = async (actor: Actor, before: repo.TenderRow | undefined, id: string) => {
    const row = await repo.findById(db, id);
    if (row && row.statut === 'publie' && !before?.datePublication) await announce(actor, row);
    counts.clear();
  };

  return {
    /** The tender locked for a change `rule` allows (`lockedFor` above): the annexes build on it. */
    lockedFor,

    async list(viewer: Actor | null, query: ListQuery): Promise<TenderPage> {
      const offset = (query.page - 1) * l.pageSize;
      if (query.mine) {
        if (!viewer) throw new AppError('unauthenticated');
        const statut = query.statut === 'tous' ? undefined : query.statut;
        const total = await repo.countOfUser(db, viewer.id, statut);
        const rows =
          offset < total ? await repo.listOfUser(db, viewer.id, statut, { limit: l.pageSize, offset }) : [];
        // A member's own tenders are counted whole.
        return directoryPage(
          rows.map(toCard),
          query.page,
          { ...l, countCap: Number.POSITIVE_INFINITY },
          total,
        );
      }
      // Drafts are listed to their owner only, under 'Mes appels d'offres' (plan C2 FLAW 4).
      if (query.statut === 'brouillon') {
        return directoryPage([], query.page, l, 0);
      }
      const filter: repo.TenderFilter = {
        isMember: viewer !== null,
        statut: query.statut === 'tous' ? undefined : query.statut,
        q: query.q,
        secteur: query.secteur,
        typeEntite: query.typeEntite,
        location: query.location,
      };
      const { rows, counted } = await countedRows(counts, filter, query.page, l, (window) =>
        repo.listListed(db, filter, window),
      );
      return directoryPage(rows.map(toCard), query.page, l, counted);
    },

    /** The feed sidebar's 3 latest published public tenders (002 §7, §9). */
    async latest(): Promise<{ items: TenderTeaser[] }> {
      const rows = await repo.listLatest(db, l.sidebar);
      return { items: rows.map(toTeaser) };
    },

    /** The tender and its annexes side by side (the annexes are dropped when it may not be seen). */
    async get(viewer: Actor | null, id: string): Promise<TenderDetail> {
      const files = repo.listFiles(db, id);
      files.catch(() => undefined);
      return detailOf(await visible(viewer, id), viewer, files);
    },

    /** A new tender: a draft by default; `publie` checks everything publishing needs. */
    async create(actor: Actor, body: Fields): Promise<TenderDetail> {
      await assertValid(body);
      const at = now();
      if (body.statut === 'publie') assertPublishable(body, at);
      const id = randomUUID();
      const status = statusColumns(undefined, body.statut, at);
      await repo.insert(db, {
        ...columnsOf(body),
        ...status,
        id,
        numeroReference: body.numeroReference ?? (body.statut === 'publie' ? referenceOf(id, at) : null),
        userId: actor.id,
        createdAt: at,
        updatedAt: at,
      });
      await afterPublish(actor, undefined, id);
      return this.get(actor, id);
    },

    /** The owner saves the form (a step or all of it); 'Enregistrer' keeps the status sent. */
    async update(actor: Actor, id: string, body: Fields): Promise<TenderDetail> {
      await assertValid(body);
      const at = now();
      const before = await db.transaction(async (tx) => {
        const row = await lockedFor(tx, actor, id, canEdit);
        if (body.statut === 'publie' && row.statut !== 'publie') assertPublishable(body, at);
        else if (body.statut === 'publie') {
          // Already published: the edit must keep what publishing required.
          const kept = publishIssues(body);
          if (kept.length > 0) throw invalid(kept);
        }
        const status = statusColumns(row, body.statut, at);
        await repo.update(tx, id, {
          ...columnsOf(body),
          ...status,
          numeroReference:
            body.numeroReference ??
            row.numeroReference ??
            (body.statut === 'publie' ? referenceOf(id, at) : null),
          updatedAt: at,
        });
        return row;
      });
      await afterPublish(actor, before, id);
      return this.get(actor, id);
    },

    /** Publier on the detail (002 §4): brouillon → publie, with publishing's checks. */
    async publish(actor: Actor, id: string): Promise<TenderDetail> {
      const at = now();
      const before = await db.transaction(async (tx) => {
        const row = await lockedFor(tx, actor, id, canEdit);
        if (row.statut !== 'brouillon') throw new AppError('tender_invalid_state');
        assertPublishable(fieldsOf(row), at);
        await repo.update(tx, id, {
          ...statusColumns(row, 'publie', at),
          numeroReference: row.numeroReference ?? referenceOf(id, at),
          updatedAt: at,
        });
        return row;
      });
      await afterPublish(actor, before, id);
      return this.get(actor, id);
    },

    /** Dépublier (002 §4): any published status → brouillon, hidden again (plan C2 FLAW 4). */
    async unpublish(actor: Actor, id: string): Promise<TenderDetail> {
      const row = await db.transaction(async (tx) => {
        const locked = await lockedFor(tx, actor, id, canModerate);
        if (!isListedStatus(locked.statut)) throw new AppError('tender_invalid_state');
        await repo.update(tx, id, { statut: 'brouillon', estPublic: false, updatedAt: now() });
        return locked;
      });
      counts.clear();
      if (row.userId !== actor.id) {
        await deps.logs.record(actor.id, 'tender_unpublished_by_admin', {
          tenderId: id,
          ownerId: row.userId,
        });
      }
      return this.get(actor, id);
    },

    /** Deletes the tender, its annexes' rows (cascade) and then their files. */
    async remove(actor: Actor, id: string): Promise<void> {
      const { row, paths } = await db.transaction(async (tx) => {
        const locked = await lockedFor(tx, actor, id, canModerate);
        const files = await repo.listFiles(tx, id);
        await repo.remove(tx, id);
        return { row: locked, paths: files.map((file) => file.cheminStorage) };
      });
      counts.clear();
      await removeAnnexFiles(deps.storage, sideEffect, paths);
      await deps.notifications.withdrawAbout({ tender_id: id });
      if (row.userId !== actor.id) {
        await deps.logs.record(actor.id, 'tender_deleted_by_admin', { tenderId: id, ownerId: row.userId });
      }
    },

    /**
     * The owner's reminder a few days before the deadline (issue 20): each published tender whose
     * deadline falls within `reminderDays` is claimed and marked in one statement, so it is sent once.
     */
    async remindDeadlines(at: Date): Promise<number> {
      const until = new Date(at.getTime() + l.reminderDays * 86_400_000);
      const due = await repo.claimReminders(db, at, until);
      for (const tender of due) {
        await sideEffect('deadline reminder', () =>
          deps.notifications.notify(tender.userId, 'tender_deadline_reminder', reminderData(tender), null),
        );
      }
      return due.length;
    },

    /** The share preview of `/appels-offres/{id}` (DESIGN §4): public tenders only. */
    async shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> {
      const row = await repo.findById(db, id);
      return row && canSee(null, row) ? toShareMeta(row, siteName) : undefined;
    },
  };
};

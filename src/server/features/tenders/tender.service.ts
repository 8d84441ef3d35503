import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { parseLocationText } from '../../../common/contracts/profiles';
import {
  consistencyIssues,
  publishIssues,
  type TenderBody,
  type TenderCard,
  type TenderDetail,
  type TenderFile,
  type TenderIssue,
  type TenderListQuery,
  type TenderPage,
  type TenderTeaser,
  tenderLimits,
  tenderPath,
} from '../../../common/contracts/tenders';
import { previewOf } from '../../../common/format';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { keptFor } from '../../lib/kept-for';
import { htmlToText, sanitizeRichHtml } from '../../lib/sanitize';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import type { LogService } from '../../platform/logs/log.service';
import { assertStorageRoom } from '../../platform/storage-quota';
import type { StorageDriver } from '../../plugins/storage';
import type { ShareMeta } from '../../plugins/web-assets';
import type { CompanyService } from '../companies/company.service';
import { cleanFileName } from '../feed/media.service';
import { countryCodeOf } from '../locations/countries';
import type { NotificationService } from '../notifications/notification.service';
import { canEdit, canModerate, canSee, isOwner } from './tender.policy';
import * as repo from './tender.repository';

type Fields = z.output<typeof TenderBody>;
type ListQuery = z.output<typeof TenderListQuery>;

const l = tenderLimits;
const bucket = 'appels-offres-files' as const;
const listed = ['publie', 'archive', 'termine'];

const notFound = () => new AppError('not_found', { message: translate('tenders.notFound') });

const invalid = (issues: TenderIssue[]) =>
  new AppError('validation_failed', {
    details: issues.map((issue) => ({ path: issue.path, key: issue.key, message: translate(issue.key) })),
  });

/** The accepted annexes by their bytes (002 §5); legacy doc and xls are OLE containers (`cfb`). */
const classifyAnnex = async (
  data: Buffer,
  name: string,
): Promise<{ ext: string; mime: string } | undefined> => {
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return undefined;
  if (['pdf', 'docx', 'xlsx', 'zip'].includes(detected.ext))
    return { ext: detected.ext, mime: detected.mime };
  if (detected.ext === 'cfb') {
    const ext = name.toLowerCase().split('.').at(-1);
    if (ext === 'doc') return { ext, mime: 'application/msword' };
    if (ext === 'xls') return { ext, mime: 'application/vnd.ms-excel' };
  }
  return undefined;
};

/** `Content-Disposition` with the original name in RFC 5987 form (any language, no header injection). */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export type TenderService = ReturnType<typeof createTenderService>;

/**
 * Calls for tenders (002 §2–§9, plans/002 C2): the list and the sidebar, one tender, the six-step form
 * saved as a draft at each step, the status machine (brouillon → publie → archive / termine, Dépublier
 * back to brouillon), annexes in the private bucket behind signed links, the admins' notice of a new
 * tender and the owner's deadline reminder. `now` is the clock (tests move it).
 */
export const createTenderService = (deps: {
  db: Db;
  notifications: NotificationService;
  logs: LogService;
  storage: StorageDriver;
  log: FastifyBaseLogger;
  /** The directory's companies a tender names as its issuer (`entite_id`), read like a job offer's. */
  companies: Pick<CompanyService, 'linkable'>;
  /** The auth secret: signs the annexes' links. */
  secret: string;
  /** A member's storage quota, in bytes (`STORAGE_QUOTA_MB`). */
  storageQuotaBytes: number;
  now?: () => Date;
}) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sideEffect = sideEffects(deps.log, 'tenders');
  const counts = keptFor<number>({ ttlMs: 60_000, max: 10_000 });

  const iso = (value: Date | null) => (value ? value.toISOString() : null);

  const toCard = (row: repo.TenderRow): TenderCard => ({
    id: row.id,
    titre: row.titre,
    organismeEmetteur: row.organismeEmetteur,
    typeAppelOffres: row.typeAppelOffres as TenderCard['typeAppelOffres'],
    secteur: row.secteur,
    localisation: row.localisation,
    resume: row.resume,
    statut: row.statut as TenderCard['statut'],
    niveauConfidentialite: row.niveauConfidentialite as TenderCard['niveauConfidentialite'],
    dateLimiteCandidature: row.dateLimiteCandidature.toISOString(),
    datePublication: iso(row.datePublication),
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    createdAt: row.createdAt.toISOString(),
  });

  const toFile = (row: repo.TenderFileRow, viewer: Actor | null): TenderFile => ({
    id: row.id,
    nomOriginal: row.nomOriginal,
    tailleBytes: row.tailleBytes,
    typeMime: row.typeMime,
    createdAt: row.createdAt.toISOString(),
    canDelete: viewer !== null && viewer.id === row.uploadedBy,
  });

  /** The issuing company of the directory (`entite_*`), while it is listed; null otherwise. */
  const issuerOf = async (row: repo.TenderRow): Promise<TenderDetail['entite']> => {
    if (row.entiteType !== 'entreprise' || !row.entiteId) return null;
    const company = await deps.companies.linkable(row.entiteId);
    return company ? { type: 'entreprise', ...company } : null;
  };

  /** A named issuer must be a listed company of the directory. */
  const assertIssuer = async (body: Fields) => {
    if (body.entiteId && !(await deps.companies.linkable(body.entiteId)))
      throw invalid([{ path: 'entiteId', key: 'tenders.validation.entity' }]);
  };

  /** The tender's page; `files` may already be on their way (`get` reads them with the tender). */
  const toDetail = async (
    row: repo.TenderRow,
    viewer: Actor | null,
    files?: Promise<repo.TenderFileRow[]>,
  ): Promise<TenderDetail> => ({
    ...toCard(row),
    numeroReference: row.numeroReference,
    typeEntite: row.typeEntite as TenderDetail['typeEntite'],
    entite: await issuerOf(row),
    dateSelection: iso(row.dateSelection),
    countryCode: row.countryCode,
    description: row.description,
    contexte: row.contexte,
    objectifs: row.objectifs,
    exigencesTechniques: row.exigencesTechniques,
    criteresEligibilite: row.criteresEligibilite,
    criteresEvaluation: row.criteresEvaluation,
    dureeContrat: row.dureeContrat as TenderDetail['dureeContrat'],
    dureeContratPersonnalisee: row.dureeContratPersonnalisee,
    montantEstime: row.montantEstime,
    modeDepot: row.modeDepot as TenderDetail['modeDepot'],
    formatAttendu: row.formatAttendu,
    nombreExemplaires: row.nombreExemplaires,
    documentsRequis: row.documentsRequis,
    dateLimiteQuestions: iso(row.dateLimiteQuestions),
    modalitesPaiement: row.modalitesPaiement,
    contactNom: row.contactNom,
    contactEmail: row.contactEmail,
    contactTelephone: row.contactTelephone,
    canalQuestions: row.canalQuestions,
    estPublic: row.estPublic,
    updatedAt: row.updatedAt.toISOString(),
    files: (await (files ?? repo.listFiles(db, row.id))).map((file) => toFile(file, viewer)),
    isOwner: isOwner(viewer, row),
    canEdit: canEdit(viewer, row),
    canDelete: canModerate(viewer, row),
    canUnpublish: canModerate(viewer, row) && listed.includes(row.statut),
  });

  /** The stored columns of a body: the rich text cleaned, the paper-only and custom fields dropped. */
  const columnsOf = (body: Fields): Omit<repo.TenderInsert, 'userId'> => {
    const description = body.description ? sanitizeRichHtml(body.description) : null;
    const place = body.localisation ? parseLocationText(body.localisation) : null;
    return {
      titre: body.titre,
      numeroReference: body.numeroReference,
      organismeEmetteur: body.organismeEmetteur,
      typeAppelOffres: body.typeAppelOffres,
      typeEntite: body.typeEntite,
      entiteType: body.entiteType,
      entiteId: body.entiteId,
      secteur: body.secteur,
      localisation: body.localisation,
      countryCode: place ? (countryCodeOf(place.pays) ?? null) : null,
      dateLimiteCandidature: new Date(body.dateLimiteCandidature),
      resume: body.resume,
      // An editor left with an empty paragraph is no description.
      description: description && htmlToText(description).trim() !== '' ? description : null,
      niveauConfidentialite: body.niveauConfidentialite,
      contexte: body.contexte,
      objectifs: body.objectifs,
      exigencesTechniques: body.exigencesTechniques,
      criteresEligibilite: body.criteresEligibilite,
      criteresEvaluation: body.criteresEvaluation,
      dureeContrat: body.dureeContrat,
      dureeContratPersonnalisee:
        body.dureeContrat === 'personnalisee' ? body.dureeContratPersonnalisee : null,
      budgetMin: body.budgetMin,
      budgetMax: body.budgetMax,
      montantEstime: body.budgetMax,
      modeDepot: body.modeDepot,
      formatAttendu: body.formatAttendu,
      nombreExemplaires: body.modeDepot === 'papier' ? body.nombreExemplaires : null,
      documentsRequis: body.documentsRequis,
      dateLimiteQuestions: body.dateLimiteQuestions ? new Date(body.dateLimiteQuestions) : null,
      dateSelection: body.dateSelection ? new Date(body.dateSelection) : null,
      modalitesPaiement: body.modalitesPaiement,
      contactNom: body.contactNom,
      contactEmail: body.contactEmail,
      contactTelephone: body.contactTelephone,
      canalQuestions: body.canalQuestions,
    };
  };

  /** Publishing's own checks: every required field, and a deadline still ahead. */
  const assertPublishable = (fields: Fields, at: Date) => {
    const issues = publishIssues(fields);
    if (Date.parse(fields.dateLimiteCandidature) <= at.getTime()) {
      issues.push({ path: 'dateLimiteCandidature', key: 'tenders.validation.deadlinePast' });
    }
    if (issues.length > 0) throw invalid(issues);
  };

  /** A stored row read back as the form's fields (to check it before the detail's Publier). */
  const fieldsOf = (row: repo.TenderRow): Fields => ({
    titre: row.titre,
    numeroReference: row.numeroReference,
    organismeEmetteur: row.organismeEmetteur,
    typeAppelOffres: row.typeAppelOffres as Fields['typeAppelOffres'],
    typeEntite: row.typeEntite as Fields['typeEntite'],
    entiteType: row.entiteType as Fields['entiteType'],
    entiteId: row.entiteId,
    secteur: row.secteur as Fields['secteur'],
    localisation: row.localisation,
    dateLimiteCandidature: row.dateLimiteCandidature.toISOString(),
    resume: row.resume,
    description: row.description,
    niveauConfidentialite: row.niveauConfidentialite as Fields['niveauConfidentialite'],
    statut: row.statut as Fields['statut'],
    contexte: row.contexte,
    objectifs: row.objectifs,
    exigencesTechniques: row.exigencesTechniques,
    criteresEligibilite: row.criteresEligibilite,
    criteresEvaluation: row.criteresEvaluation,
    dureeContrat: row.dureeContrat as Fields['dureeContrat'],
    dureeContratPersonnalisee: row.dureeContratPersonnalisee,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    modeDepot: row.modeDepot as Fields['modeDepot'],
    formatAttendu: row.formatAttendu,
    nombreExemplaires: row.nombreExemplaires,
    documentsRequis: row.documentsRequis,
    dateLimiteQuestions: iso(row.dateLimiteQuestions),
    dateSelection: iso(row.dateSelection),
    modalitesPaiement: row.modalitesPaiement,
    contactNom: row.contactNom,
    contactEmail: row.contactEmail,
    contactTelephone: row.contactTelephone,
    canalQuestions: row.canalQuestions,
  });

  /** A reference when the owner gave none, from the tender's id (unique with it). */
  const referenceOf = (id: string, at: Date) => `AO-${at.getUTCFullYear()}-${id.slice(0, 8).toUpperCase()}`;

  /**
   * The status columns of a move to `target` from `current` (002 §4): publishing makes the tender
   * public and dates it once; brouillon hides it; archive and termine only follow a publication.
   */
  const statusColumns = (
    current: repo.TenderRow | undefined,
    target: Fields['statut'],
    at: Date,
  ): Partial<repo.TenderInsert> => {
    if (target === 'brouillon') return { statut: 'brouillon', estPublic: false };
    if (target === 'publie') {
      return {
        statut: 'publie',
        estPublic: true,
        datePublication: current?.datePublication ?? at,
        numeroReference: current?.numeroReference ?? undefined,
      };
    }
    if (!current || !listed.includes(current.statut)) throw new AppError('tender_invalid_state');
    return { statut: target, estPublic: true };
  };

  /** The admins hear of a tender when it is first published (001 §3 admin e-mails, content created). */
  const announce = async (actor: Actor, row: repo.TenderRow) => {
    await sideEffect('admin notification', () =>
      deps.notifications.notifyAdmins(
        'tender_created',
        {
          author_name: actor.profile.fullName?.trim() || actor.profile.username,
          tender_id: row.id,
          tender_title: previewOf(row.titre, 120),
          organisme: previewOf(row.organismeEmetteur ?? '', 120),
        },
        actor.id,
      ),
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

  const signatureOf = (fileId: string, expires: number) =>
    createHmac('sha256', deps.secret).update(`tender-file:${fileId}:${expires}`).digest('base64url');

  const removeStored = async (paths: string[]) => {
    for (const key of paths) await sideEffect('annex removal', () => deps.storage.delete(bucket, key));
  };

  const afterPublish = async (actor: Actor, before: repo.TenderRow | undefined, id: string) => {
    const row = await repo.findById(db, id);
    if (row && row.statut === 'publie' && !before?.datePublication) await announce(actor, row);
    counts.clear();
  };

  return {
    async list(viewer: Actor | null, query: ListQuery): Promise<TenderPage> {
      const offset = (query.page - 1) * l.pageSize;
      if (query.mine) {
        if (!viewer) throw new AppError('unauthenticated');
        const statut = query.statut === 'tous' ? undefined : query.statut;
        const total = await repo.countOfUser(db, viewer.id, statut);
        const rows =
          offset < total ? await repo.listOfUser(db, viewer.id, statut, { limit: l.pageSize, offset }) : [];
        return {
          items: rows.map(toCard),
          page: query.page,
          pageSize: l.pageSize,
          total,
          totalPages: Math.ceil(total / l.pageSize),
          totalCapped: false,
        };
      }
      // Drafts are listed to their owner only, under 'Mes appels d'offres' (plan C2 FLAW 4).
      if (query.statut === 'brouillon') {
        return {
          items: [],
          page: query.page,
          pageSize: l.pageSize,
          total: 0,
          totalPages: 0,
          totalCapped: false,
        };
      }
      const filter: repo.TenderFilter = {
        isMember: viewer !== null,
        statut: query.statut === 'tous' ? undefined : query.statut,
        q: query.q,
        secteur: query.secteur,
        typeEntite: query.typeEntite,
        location: query.location,
      };
      // Read again when this page reaches the kept total (it may hide new tenders).
      const counted = await counts.checked(
        JSON.stringify(filter),
        () => repo.countListed(db, filter, l.countCap),
        (kept) => offset + l.pageSize < kept,
      );
      const total = Math.min(counted, l.countCap);
      const rows = offset < total ? await repo.listListed(db, filter, { limit: l.pageSize, offset }) : [];
      return {
        items: rows.map(toCard),
        page: query.page,
        pageSize: l.pageSize,
        total,
        totalPages: Math.ceil(total / l.pageSize),
        totalCapped: counted > l.countCap,
      };
    },

    /** The feed sidebar's 3 latest published public tenders (002 §7, §9). */
    async latest(): Promise<{ items: TenderTeaser[] }> {
      const rows = await repo.listLatest(db, l.sidebar);
      return {
        items: rows.map((row) => ({
          id: row.id,
          titre: row.titre,
          organismeEmetteur: row.organismeEmetteur,
          localisation: row.localisation,
          datePublication: iso(row.datePublication),
        })),
      };
    },

    /** The tender and its annexes side by side (the annexes are dropped when it may not be seen). */
    async get(viewer: Actor | null, id: string): Promise<TenderDetail> {
      const files = repo.listFiles(db, id);
      files.catch(() => undefined);
      return toDetail(await visible(viewer, id), viewer, files);
    },

    /** A new tender: a draft by default; `publie` checks everything publishing needs. */
    async create(actor: Actor, body: Fields): Promise<TenderDetail> {
      const issues = consistencyIssues(body);
      if (issues.length > 0) throw invalid(issues);
      await assertIssuer(body);
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
      const issues = consistencyIssues(body);
      if (issues.length > 0) throw invalid(issues);
      await assertIssuer(body);
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
        if (!listed.includes(locked.statut)) throw new AppError('tender_invalid_state');
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
      await removeStored(paths);
      if (row.userId !== actor.id) {
        await deps.logs.record(actor.id, 'tender_deleted_by_admin', { tenderId: id, ownerId: row.userId });
      }
    },

    /** Checked before an upload is read, so a foreign tender is refused without taking the file. */
    async assertCanAttach(actor: Actor, id: string): Promise<void> {
      const row = await repo.findById(db, id);
      if (!row || !canSee(actor, row)) throw notFound();
      if (!canEdit(actor, row)) throw new AppError('tender_forbidden');
    },

    /**
     * Stores an annex (002 §5: pdf, doc, docx, xls, xlsx, zip by its bytes) in the private bucket under
     * `{userId}/{tenderId}/{random name}`; 20 a tender.
     */
    async uploadFile(
      actor: Actor,
      id: string,
      upload: { data: Buffer; filename: string },
    ): Promise<TenderFile> {
      const kind = await classifyAnnex(upload.data, upload.filename);
      if (!kind) throw new AppError('tender_file_type');
      await assertStorageRoom(db, actor.id, upload.data.length, deps.storageQuotaBytes);
      const nomFichier = `${randomUUID()}.${kind.ext}`;
      const key = `${actor.id}/${id}/${nomFichier}`;
      await deps.storage.put(bucket, key, upload.data);
      const row = await db
        .transaction(async (tx) => {
          await lockedFor(tx, actor, id, canEdit);
          if ((await repo.countFiles(tx, id)) >= l.filesPerTender) throw new AppError('tender_files_full');
          return repo.insertFile(tx, {
            appelOffreId: id,
            nomFichier,
            nomOriginal: cleanFileName(upload.filename, kind.ext),
            tailleBytes: upload.data.length,
            typeMime: kind.mime,
            cheminStorage: key,
            uploadedBy: actor.id,
          });
        })
        .catch(async (error: unknown) => {
          await deps.storage.delete(bucket, key);
          throw error;
        });
      return toFile(row, actor);
    },

    /** Only its uploader deletes an annex (002 §6); 404 when the actor may not see its tender. */
    async removeFile(actor: Actor, fileId: string): Promise<void> {
      const file = await repo.findFile(db, fileId);
      const tender = file ? await repo.findById(db, file.appelOffreId) : undefined;
      if (!file || !tender || !canSee(actor, tender)) throw notFound();
      if (file.uploadedBy !== actor.id) throw new AppError('tender_file_forbidden');
      await repo.removeFile(db, fileId);
      await removeStored([file.cheminStorage]);
    },

    /** A link valid 3600 s (002 §9) for whoever may see the tender now. */
    async fileLink(viewer: Actor | null, fileId: string): Promise<{ url: string; expiresAt: string }> {
      const file = await repo.findFile(db, fileId);
      const tender = file ? await repo.findById(db, file.appelOffreId) : undefined;
      if (!file || !tender || !canSee(viewer, tender)) throw notFound();
      const expires = Math.floor(now().getTime() / 1000) + l.signedUrlTtlSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: signatureOf(fileId, expires),
      });
      return {
        url: `/api/v1/tender-files/${fileId}/download?${query.toString()}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    /**
     * The annex's bytes: the signature first (403), then its expiry (410), then the file (404) and the
     * reader's right to see the tender at this moment (404: unpublished since, or never theirs).
     */
    async download(
      viewer: Actor | null,
      fileId: string,
      link: { expires?: string; signature?: string },
    ): Promise<{ data: Buffer; mime: string; disposition: string }> {
      const expires = Number(link.expires);
      if (!link.signature || !Number.isSafeInteger(expires)) throw new AppError('tender_file_link_invalid');
      const expected = Buffer.from(signatureOf(fileId, expires));
      const given = Buffer.from(link.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError('tender_file_link_invalid');
      }
      if (expires * 1000 < now().getTime()) throw new AppError('tender_file_link_expired');
      const file = await repo.findFile(db, fileId);
      const tender = file ? await repo.findById(db, file.appelOffreId) : undefined;
      if (!file || !tender || !canSee(viewer, tender)) throw notFound();
      const data = await deps.storage.read(bucket, file.cheminStorage);
      if (!data) throw notFound();
      return { data, mime: file.typeMime, disposition: attachment(file.nomOriginal) };
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
          deps.notifications.notify(
            tender.userId,
            'tender_deadline_reminder',
            {
              tender_id: tender.id,
              tender_title: previewOf(tender.titre, 120),
              deadline: `${tender.dateLimiteCandidature.toLocaleString('fr-FR', {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: 'UTC',
              })} (UTC)`,
              deadline_utc: tender.dateLimiteCandidature.toISOString(),
            },
            null,
          ),
        );
      }
      return due.length;
    },

    /** The share preview of `/appels-offres/{id}` (DESIGN §4): public tenders only. */
    async shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> {
      const row = await repo.findById(db, id);
      if (!row || !canSee(null, row)) return undefined;
      const text = row.resume ?? (row.description ? htmlToText(row.description) : '');
      const lead = [row.organismeEmetteur, row.localisation].filter(Boolean).join(' · ');
      return {
        title: `${row.titre} | ${siteName}`,
        description: previewOf([lead, text].filter(Boolean).join('. '), 200),
        path: tenderPath(row.id),
      };
    },
  };
};

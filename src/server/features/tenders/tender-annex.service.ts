import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { type TenderFile, tenderLimits } from '../../../common/contracts/tenders';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { assertStorageRoom, claimStorageRoom } from '../../platform/storage-quota';
import type { StorageDriver } from '../../plugins/storage';
import { cleanFileName } from '../feed/media.service';
import { canEdit, canSee } from './tender.policy';
import { toFile } from './tender.presenter';
import * as repo from './tender.repository';
import type { TenderService } from './tender.service';

const l = tenderLimits;
export const annexBucket = 'appels-offres-files' as const;
const bucket = annexBucket;

type SideEffect = ReturnType<typeof sideEffects>;

const notFound = () => new AppError('not_found', { messageKey: 'tenders.notFound' });

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

/** Deletes annexes' files from the private bucket, each a side effect whose failure is logged. */
export const removeAnnexFiles = async (storage: StorageDriver, sideEffect: SideEffect, paths: string[]) => {
  for (const key of paths) await sideEffect('annex removal', () => storage.delete(bucket, key));
};

export type TenderAnnexService = ReturnType<typeof createTenderAnnexService>;

/**
 * A tender's annexes (002 §5–§6, §9): stored in the private bucket, listed on the tender, read only
 * through links signed for an hour and checked again at download against who may see the tender now.
 * Built on the tender service's `lockedFor` (an annex is attached under the tender's lock).
 */
export const createTenderAnnexService = ({
  db,
  storage,
  log,
  secret,
  storageQuotaBytes,
  tenders,
  now = () => new Date(),
}: Pick<AreaDeps, 'db' | 'storage' | 'log'> & {
  /** The auth secret: signs the annexes' links. */
  secret: string;
  storageQuotaBytes: number;
  tenders: Pick<TenderService, 'lockedFor'>;
  now?: () => Date;
}) => {
  const sideEffect = sideEffects(log, 'tenders');
  const signatureOf = (fileId: string, expires: number) =>
    createHmac('sha256', secret).update(`tender-file:${fileId}:${expires}`).digest('base64url');

  return {
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
      await assertStorageRoom(db, actor.id, upload.data.length, storageQuotaBytes);
      const nomFichier = `${randomUUID()}.${kind.ext}`;
      const key = `${actor.id}/${id}/${nomFichier}`;
      await storage.put(bucket, key, upload.data);
      const row = await db
        .transaction(async (tx) => {
          await tenders.lockedFor(tx, actor, id, canEdit);
          if ((await repo.countFiles(tx, id)) >= l.filesPerTender) throw new AppError('tender_files_full');
          await claimStorageRoom(tx, actor.id, upload.data.length, storageQuotaBytes);
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
          await storage.delete(bucket, key);
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
      await removeAnnexFiles(storage, sideEffect, [file.cheminStorage]);
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
      const data = await storage.read(bucket, file.cheminStorage);
      if (!data) throw notFound();
      return { data, mime: file.typeMime, disposition: attachment(file.nomOriginal) };
    },
  };
};

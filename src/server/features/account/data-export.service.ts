import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { DataExport } from '../../../common/contracts/account';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import { assertRecentProof } from '../auth/recent-proof';
import * as repo from './account.repository';
import { accountLimits, accountRateLimits } from './account-limits';
import { buildExportArchive } from './export-archive';
import { signerOf } from './signer';

export type DataExportService = ReturnType<typeof createDataExportService>;

/**
 * "Télécharger mes données" (issue 22 §4): a member's export is queued, built in the background into
 * a ZIP in the private `account-exports` bucket, announced by a notification, and downloaded through a
 * signed link that lasts a week, by its owner only.
 */
export const createDataExportService = (
  deps: Pick<AreaDeps, 'db' | 'rateLimits' | 'logs' | 'notifications' | 'storage' | 'memberData'> & {
    log: Pick<FastifyBaseLogger, 'info' | 'error'>;
    secret: string;
    /** Where an export is built before it is stored (a directory on disk). */
    workDir: string;
  },
) => {
  const { db } = deps;
  const { sign, sameSignature } = signerOf(deps.secret);

  const downloadUrl = (row: repo.DataExportRow) => {
    if (row.status !== 'ready' || !row.expiresAt || !row.storageKey) return null;
    const expires = Math.floor(row.expiresAt.getTime() / 1000);
    const signature = sign(`export:${row.id}:${row.userId}:${expires}`);
    return `/api/v1/account/exports/${row.id}/download?expires=${expires}&signature=${signature}`;
  };

  const toExport = (row: repo.DataExportRow, now = Date.now()): DataExport => {
    const live = row.expiresAt ? row.expiresAt.getTime() > now : false;
    return {
      id: row.id,
      status:
        row.status === 'running' || row.status === 'ready' || row.status === 'failed'
          ? row.status
          : 'pending',
      createdAt: row.createdAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      size: row.size,
      downloadUrl: live ? downloadUrl(row) : null,
    };
  };

  /** The export in flight in this process (the request starts it; tests and shutdown wait for it). */
  let inFlight: Promise<unknown> = Promise.resolve();

  const buildOne = async (claimed: { id: string; userId: string }, now: Date) => {
    // Built into a file on disk, then stored from it: a member's gigabytes of annexes never sit in memory.
    await mkdir(deps.workDir, { recursive: true });
    const dir = await mkdtemp(path.join(deps.workDir, 'export-'));
    try {
      const file = path.join(dir, 'export.zip');
      const size = await buildExportArchive(
        db,
        deps.memberData,
        deps.storage,
        claimed.userId,
        now,
        createWriteStream(file),
      );
      const key = `${claimed.userId}/${claimed.id}.zip`;
      await deps.storage.putFile(accountLimits.exportBucket, key, file);
      const readyAt = new Date();
      await repo.markExportReady(
        db,
        claimed.id,
        key,
        size,
        readyAt,
        new Date(readyAt.getTime() + accountLimits.exportTtlSeconds * 1000),
      );
      await deps.notifications.notify(claimed.userId, 'data_export_ready', { export_id: claimed.id }, null);
    } catch (err) {
      deps.log.error({ err, exportId: claimed.id }, 'data export failed');
      await repo.markExportFailed(db, claimed.id);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  return {
    async exports(actor: Actor): Promise<{ items: DataExport[] }> {
      const rows = await repo.listExports(db, actor.id);
      return { items: rows.map((row) => toExport(row)) };
    },

    /**
     * Queues an export and starts building it in the background (the `account-exports` job takes any
     * left behind). One pending or running per member; three a day.
     */
    async requestExport(actor: Actor): Promise<DataExport> {
      await assertRecentProof(db, actor);
      await deps.rateLimits.consume('data-export', actor.id, accountRateLimits.dataExport);
      let row: repo.DataExportRow;
      try {
        row = await repo.insertExport(db, actor.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('export_in_progress');
        throw error;
      }
      await deps.logs.record(actor.id, 'data_export_requested', { export_id: row.id });
      const id = row.id;
      inFlight = inFlight
        .then(async () => {
          const claimed = await repo.claimExport(db, new Date(), id);
          if (claimed) await buildOne(claimed, new Date());
        })
        .catch((err: unknown) => deps.log.error({ err }, 'data export failed'));
      return toExport(row);
    },

    /** Waits for the exports this process started (tests, shutdown). */
    idle: () => inFlight,

    /** The job: builds every pending export, oldest first; removes the files of expired ones. */
    async runExports(now: Date): Promise<number> {
      let built = 0;
      for (
        let claimed = await repo.claimExport(db, now);
        claimed;
        claimed = await repo.claimExport(db, now)
      ) {
        await buildOne(claimed, now);
        built += 1;
      }
      for (const expired of await repo.expiredExports(db, now)) {
        if (expired.key) await deps.storage.delete(accountLimits.exportBucket, expired.key);
        await repo.forgetExportFile(db, expired.id);
      }
      return built;
    },

    /** The ZIP of a signed, unexpired link, for its owner only (another member's id: 404). */
    async download(
      actor: Actor,
      exportId: string,
      query: { expires?: number | undefined; signature?: string | undefined },
      now = Date.now(),
    ): Promise<{ data: Readable; filename: string }> {
      const row = await repo.findExport(db, actor.id, exportId);
      if (row?.status !== 'ready' || !row.storageKey) throw new AppError('not_found');
      const { expires, signature } = query;
      if (expires === undefined || signature === undefined) throw new AppError('export_link_expired');
      const expected = sign(`export:${row.id}:${row.userId}:${expires}`);
      if (!sameSignature(signature, expected) || expires * 1000 <= now) {
        throw new AppError('export_link_expired');
      }
      // Streamed to the member from the store: an export of gigabytes never sits in memory.
      const data = await deps.storage.readStream(accountLimits.exportBucket, row.storageKey);
      if (!data) throw new AppError('not_found');
      return { data, filename: `sankofa-mes-donnees-${row.createdAt.toISOString().slice(0, 10)}.zip` };
    },
  };
};

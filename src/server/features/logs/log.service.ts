import type { LogEntry, LogsQuery } from '../../../common/contracts/admin';
import type { Db } from '../../db/client';
import { decodeCursor, toPage } from '../../lib/cursor';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './log.repository';

export type LogService = ReturnType<typeof createLogService>;

/** The action log of 000 §3 "logs", written while `logging_enabled` is on (read through the 60 s cache). */
export const createLogService = (db: Db, settings: SettingsService) => ({
  /** Records an action when logging is on; never throws at the caller. */
  async record(userId: string | null, action: string, details: Record<string, unknown> = {}) {
    if (!(await settings.getBoolean('logging_enabled'))) return;
    await repo.insert(db, { userId, action, details }).catch(() => undefined);
  },

  /** Records a security event whatever the setting (unauthorized admin access, 000 §6). */
  async recordAlways(userId: string | null, action: string, details: Record<string, unknown> = {}) {
    await repo.insert(db, { userId, action, details });
  },

  /** The log viewer's page, newest first. */
  async list(query: LogsQuery): Promise<{ items: LogEntry[]; nextCursor: string | null }> {
    const rows = await repo.list(db, {
      q: query.q,
      action: query.action,
      cursor: decodeCursor(query.cursor, { id: 'integer' }),
      limit: query.limit,
    });
    const page = toPage(rows, query.limit, (row) => ({ at: row.createdAt, id: String(row.id) }));
    return {
      items: page.items.map((row) => ({
        ...row,
        details: row.details ?? {},
        createdAt: row.createdAt.toISOString(),
      })),
      nextCursor: page.nextCursor,
    };
  },
});

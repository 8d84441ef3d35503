import type { LogsPage, LogsQuery } from '../../../common/contracts/admin';
import type { LogAction } from '../../../common/registry';
import type { Db } from '../../db/client';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './log.repository';

export type LogService = ReturnType<typeof createLogService>;

/**
 * The action log of 000 §3 "logs", written while `logging_enabled` is on (read through the 60 s cache).
 * `actions` are the ones the areas declare (their modules' `logActions`), in the areas' order: the
 * viewer's filter offers them.
 */
export const createLogService = (db: Db, settings: SettingsService, actions: readonly LogAction[]) => ({
  /** Records an action when logging is on; never throws at the caller. Actions are declared by areas. */
  async record(userId: string | null, action: LogAction, details: Record<string, unknown> = {}) {
    if (!(await settings.getBoolean('logging_enabled'))) return;
    await repo.insert(db, { userId, action, details }).catch(() => undefined);
  },

  /** Records a security event whatever the setting (unauthorized admin access, 000 §6). */
  async recordAlways(userId: string | null, action: LogAction, details: Record<string, unknown> = {}) {
    await repo.insert(db, { userId, action, details });
  },

  /**
   * The log viewer's numbered page, newest first (DESIGN.md §4: page numbers over an indexed count
   * that stops at 10 000; `totalCapped` says there are more).
   */
  async list(query: LogsQuery): Promise<LogsPage> {
    const found = await repo.listPage(db, { q: query.q, action: query.action }, pageWindow(query));
    const page = toNumberedPage(query, found, (row) => ({
      ...row,
      details: row.details ?? {},
      createdAt: row.createdAt.toISOString(),
    }));
    return { ...page, actions: [...actions] };
  },
});

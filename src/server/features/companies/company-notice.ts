import type { Db } from '../../db/client';
import type { NotificationService } from '../notifications/notification.service';
import * as repo from './company.repository';

/** The companies-created notice's reach when no tick ran before (its schedule's period). */
const createdNoticeWindowMs = 10 * 60_000;
/** The company names a notice lists. */
const createdNoticeNames = 3;

/**
 * The admins hear of new companies (001 §3 admin e-mails, company_created) in one notice per job
 * tick at most (companies-created-notice, every ten minutes): staff fill the directory many
 * companies at a time, and a notice per company would flood every address. The notice covers the
 * companies created since the last tick; the first one alone when it is only one.
 */
export const noticeCreatedCompanies = async (
  deps: { db: Db; notifications: Pick<NotificationService, 'notifyAdmins'> },
  at: Date,
  previous: Date | undefined,
): Promise<void> => {
  const after = previous ?? new Date(at.getTime() - createdNoticeWindowMs);
  const { count, rows } = await repo.createdBetween(deps.db, after, at, createdNoticeNames);
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
};

import { type CsvColumn, frenchDate, frenchDateTime } from '../../lib/csv';
import { translate } from '../../lib/i18n';
import type { AdminUserRecord } from './admin-users.repository';

const yesNo = (value: boolean) => translate(value ? 'admin.users.csv.yes' : 'admin.users.csv.no');

/** The status column: Bloqué over Suspendu over Actif. */
const statusText = (record: AdminUserRecord): string =>
  translate(
    record.isBlocked
      ? 'admin.users.status.blocked'
      : record.isSuspended
        ? 'admin.users.status.suspended'
        : 'admin.users.status.active',
  );

/** The CSV of /admin/users (001 §9 columns), in French as the back office exports it. */
export const userCsvColumns: readonly CsvColumn<AdminUserRecord>[] = [
  { header: 'admin.users.csv.name', cell: (record) => record.fullName ?? record.username },
  { header: 'admin.users.csv.email', cell: (record) => record.email },
  { header: 'admin.users.csv.role', cell: (record) => translate(`admin.users.roles.${record.role}`) },
  { header: 'admin.users.csv.createdAt', cell: (record) => frenchDate(record.createdAt) },
  {
    header: 'admin.users.csv.lastSignIn',
    cell: (record) =>
      record.lastSignInAt ? frenchDateTime(record.lastSignInAt) : translate('admin.users.never'),
  },
  { header: 'admin.users.csv.status', cell: statusText },
  { header: 'admin.users.csv.certified', cell: (record) => yesNo(record.isCertified) },
  { header: 'admin.users.csv.featured', cell: (record) => yesNo(record.isFeatured) },
];

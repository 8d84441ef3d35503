import { adminUsersEndpoints } from '../../../../common/contracts/admin-users';
import { pathOf } from '../../../../common/endpoint';
import { downloadFile } from '../../../components/admin/download-file';
import { queryString } from '../../../lib/api';
import type { AdminUsersFilter } from './get-admin-users';

/** The CSV of every member the filters match (not only the page), saved by the browser. */
export const exportUsers = (filter: Omit<AdminUsersFilter, 'page'>): Promise<void> =>
  downloadFile(`${pathOf(adminUsersEndpoints.exportCsv.path)}${queryString(filter)}`, 'utilisateurs.csv');

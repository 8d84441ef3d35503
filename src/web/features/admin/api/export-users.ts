import { adminUsersEndpoints } from '../../../../common/contracts/admin-users';
import { pathOf } from '../../../../common/endpoint';
import { queryString } from '../../../lib/api';
import { fetchFile } from '../../../lib/api-client';
import type { AdminUsersFilter } from './get-admin-users';

/** The CSV of every member the filters match (not only the page), saved by the browser. */
export const exportUsers = async (filter: Omit<AdminUsersFilter, 'page'>): Promise<void> => {
  const { blob, fileName } = await fetchFile(
    `${pathOf(adminUsersEndpoints.exportCsv.path)}${queryString(filter)}`,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'utilisateurs.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

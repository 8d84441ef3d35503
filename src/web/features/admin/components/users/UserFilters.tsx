import { Group } from '@mantine/core';
import { userSorts, userStatusFilters } from '../../../../../common/contracts/admin-users';
import { SearchField } from '../../../../components/admin/SearchField';
import { UrlFilterSelect } from '../../../../components/admin/url-table';
import type { UrlList } from '../../../../components/admin/use-url-list-state';
import { useTranslation } from '../../../../lib/i18n';
import { roles } from './user-rows';

const all = 'all';

/** The members list's search, role and status filters and sort, kept in the URL. */
export function UserFilters({
  list,
  isSearching,
  roleLabel,
}: {
  list: UrlList<'role' | 'status' | 'sort'>;
  isSearching: boolean;
  roleLabel: (role: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SearchField
        label={t('admin.users.searchLabel')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={list.searchText}
        isSearching={isSearching}
        onChange={list.setSearchText}
      />
      <UrlFilterSelect
        label={t('admin.users.roleLabel')}
        data={[
          { value: all, label: t('admin.users.allRoles') },
          ...roles.map((role) => ({ value: role, label: roleLabel(role) })),
        ]}
        listState={list}
        filterKey="role"
        allValue={all}
        width={210}
      />
      <UrlFilterSelect
        label={t('admin.users.statusLabel')}
        data={[
          { value: all, label: t('admin.users.allStatuses') },
          ...userStatusFilters.map((status) => ({
            value: status,
            label: t(`admin.users.statuses.${status}`),
          })),
        ]}
        listState={list}
        filterKey="status"
        allValue={all}
        width={170}
      />
      <UrlFilterSelect
        label={t('admin.users.sortLabel')}
        data={userSorts.map((sort) => ({ value: sort, label: t(`admin.users.sorts.${sort}`) }))}
        listState={list}
        filterKey="sort"
        allValue="newest"
        width={190}
      />
    </Group>
  );
}

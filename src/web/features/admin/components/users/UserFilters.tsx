import { Group } from '@mantine/core';
import { userSorts, userStatusFilters } from '../../../../../common/contracts/admin-users';
import { SearchField } from '../../../../components/admin/SearchField';
import { UrlFilterSelect } from '../../../../components/admin/url-table';
import type { UrlList } from '../../../../components/admin/use-url-list-state';
import { useTranslation } from '../../../../lib/i18n';
import { roles } from './user-rows';

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
        options={roles}
        labelOf={roleLabel}
        allLabel={t('admin.users.allRoles')}
        listState={list}
        filterKey="role"
        width={210}
      />
      <UrlFilterSelect
        label={t('admin.users.statusLabel')}
        options={userStatusFilters}
        labelOf={(status) => t(`admin.users.statuses.${status}`)}
        allLabel={t('admin.users.allStatuses')}
        listState={list}
        filterKey="status"
        width={170}
      />
      <UrlFilterSelect
        label={t('admin.users.sortLabel')}
        options={userSorts}
        labelOf={(sort) => t(`admin.users.sorts.${sort}`)}
        defaultValue="newest"
        listState={list}
        filterKey="sort"
        width={190}
      />
    </Group>
  );
}

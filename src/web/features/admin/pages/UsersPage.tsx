import { useState } from 'react';
import {
  type AdminUserRow,
  type UserBulkAction,
  type UserSort,
  type UserStatusFilter,
  userSorts,
  userStatusFilters,
} from '../../../../common/contracts/admin-users';
import { displayName } from '../../../../common/format';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { CounterGrid } from '../../../components/admin/CounterGrid';
import { DataTable } from '../../../components/admin/DataTable';
import { ExportButton } from '../../../components/admin/ExportButton';
import { isListSearching, urlTableProps } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { Notice } from '../../../components/Notice';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useBulkUpdateUsers } from '../api/bulk-update-users';
import { exportUsers } from '../api/export-users';
import { type AdminUsersFilter, useAdminUsers } from '../api/get-admin-users';
import { useUserCounters } from '../api/get-user-counters';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { BulkConfirmModal, UserBulkMenu } from '../components/users/UserBulkActions';
import { UserFilters } from '../components/users/UserFilters';
import { userColumns } from '../components/users/user-columns';
import { type Draft, isRole, needsConfirmation } from '../components/users/user-rows';
import { useMessageOf } from '../utils/use-message-of';

const listFilters = ['role', 'status', 'sort'] as const;

const isStatus = (value: string | undefined): value is UserStatusFilter =>
  userStatusFilters.some((status) => status === value);
const isSort = (value: string | undefined): value is UserSort => userSorts.some((sort) => sort === value);

/**
 * /admin/users (001 §2.2): the six counters, search, role and status filters, sort, 20 members a page,
 * the inline edit of a row (name, role, featured), status actions on a row or a selection, and the CSV
 * export of what the filters match. Everything the server decides (self-protection, last admin) comes
 * back as its French message.
 */
export function UsersPage() {
  const { t, language } = useTranslation();
  const session = useSession();
  const selfId = session.data?.user?.id;
  const list = useUrlListState({ filters: listFilters });
  const filter: AdminUsersFilter = {
    q: list.query.q,
    role: isRole(list.filters.role) ? list.filters.role : undefined,
    status: isStatus(list.filters.status) ? list.filters.status : undefined,
    sort: isSort(list.filters.sort) ? list.filters.sort : undefined,
    page: list.page,
  };
  const users = useAdminUsers(filter);
  const counters = useUserCounters();
  const update = useUpdateAdminUser();
  const bulk = useBulkUpdateUsers();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [pending, setPending] = useState<{
    action: UserBulkAction;
    ids: string[];
    clear?: () => void;
  } | null>(null);

  const messageOf = useMessageOf();

  const run = (action: UserBulkAction, ids: string[], clear?: () => void) => {
    bulk.mutate(
      { action, ids },
      {
        onSuccess: (result) => {
          notify({
            color: 'sankofa',
            message: t('admin.users.bulkSuccess', {
              action: t(`admin.users.actions.${action}`),
              count: result.count,
            }),
          });
          clear?.();
          setPending(null);
        },
        onError: (error) => {
          notify({
            color: 'red',
            message: t('admin.users.bulkError', { message: messageOf(error) }),
          });
          setPending(null);
        },
      },
    );
  };
  const ask = (action: UserBulkAction, ids: string[], clear?: () => void) => {
    if (needsConfirmation(action)) setPending({ action, ids, clear });
    else run(action, ids, clear);
  };

  const save = () => {
    if (!draft) return;
    const row = users.data?.items.find((user) => user.id === draft.id);
    if (!row) return;
    const body = {
      ...(draft.fullName.trim() !== (row.fullName ?? '') ? { fullName: draft.fullName } : {}),
      ...(draft.role !== row.role ? { role: draft.role } : {}),
      ...(draft.isFeatured !== row.isFeatured ? { isFeatured: draft.isFeatured } : {}),
    };
    update.mutate(
      { userId: draft.id, body },
      {
        onSuccess: (saved) => {
          notify({
            color: 'sankofa',
            message: t('admin.users.saved', { name: displayName(saved) }),
          });
          setDraft(null);
        },
      },
    );
  };

  const roleLabel = (role: string) => t(`admin.users.roles.${role}`);
  const editing = (user: AdminUserRow) => draft?.id === user.id;
  const isDirty = (user: AdminUserRow) =>
    draft !== null &&
    draft.id === user.id &&
    (draft.fullName.trim() !== (user.fullName ?? '') ||
      draft.role !== user.role ||
      draft.isFeatured !== user.isFeatured);

  const columns = userColumns({
    t,
    language,
    selfId,
    draft,
    setDraft,
    editing,
    isDirty,
    save,
    update,
    ask,
    roleLabel,
  });

  const counterKeys = ['total', 'newThisMonth', 'active', 'suspended', 'blocked', 'certified'] as const;

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.users')}
        description={t('admin.users.description')}
        actions={
          <ExportButton
            label={t('admin.users.export')}
            errorKey="admin.users.exportError"
            onExport={() =>
              exportUsers({ q: filter.q, role: filter.role, status: filter.status, sort: filter.sort })
            }
          />
        }
      />

      <CounterGrid
        label={t('admin.users.countersLabel')}
        counters={counterKeys.map((key) => ({ key, label: t(`admin.users.counters.${key}`) }))}
        values={counters.data}
        note={counters.isError ? t('admin.users.countersError') : t('admin.users.countersNote')}
        isError={counters.isError}
      />

      <Notice mb="lg">{t('admin.users.lastSignInNote')}</Notice>

      <DataTable
        label={t('admin.nav.users')}
        columns={columns}
        rowKey={(user) => user.id}
        {...urlTableProps(users, list)}
        emptyMessage={t('admin.users.empty')}
        minWidth={960}
        toolbar={<UserFilters list={list} isSearching={isListSearching(list, users)} roleLabel={roleLabel} />}
        selection={{
          rowLabel: displayName,
          actions: (selected, clear) => (
            <UserBulkMenu
              onAction={(action) =>
                ask(
                  action,
                  selected.map((user) => user.id),
                  clear,
                )
              }
            />
          ),
        }}
      />

      <BulkConfirmModal
        pending={pending}
        isPending={bulk.isPending}
        onConfirm={() => pending && run(pending.action, pending.ids, pending.clear)}
        onClose={() => setPending(null)}
      />
    </>
  );
}

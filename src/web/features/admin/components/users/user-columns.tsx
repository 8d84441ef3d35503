import { Anchor, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminUserRow } from '../../../../../common/contracts/admin-users';
import { displayName } from '../../../../../common/format';
import type { DataColumn } from '../../../../components/admin/DataTable';
import { ProfileAvatar } from '../../../../components/ProfileAvatar';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { profilePaths } from '../../../profiles';
import { UserRowActions } from './UserRowActions';
import { UserStatusCell } from './UserStatusCell';
import { isRole, type Role, roles, type UserColumnsContext } from './user-rows';

/** The columns of /admin/users (001 §2.2): the member (edited inline), e-mail, role, status, dates, actions. */
export const userColumns = (c: UserColumnsContext): DataColumn<AdminUserRow>[] => {
  const { t, language, selfId, draft, setDraft, editing, isDirty, save, update, roleLabel } = c;
  return [
    {
      key: 'member',
      header: t('admin.users.columns.member'),
      isCardTitle: true,
      minWidth: 200,
      cell: (user) =>
        editing(user) && draft ? (
          <TextInput
            size="xs"
            label={t('admin.users.fullNameLabel')}
            value={draft.fullName}
            onChange={(event) => setDraft({ ...draft, fullName: event.currentTarget.value })}
            error={
              update.error && update.variables?.userId === user.id && update.error instanceof Error
                ? update.error.message
                : undefined
            }
            data-autofocus
            onKeyDown={(event) => {
              if (event.key === 'Enter' && isDirty(user)) save();
              if (event.key === 'Escape') setDraft(null);
            }}
          />
        ) : (
          <Group gap="sm" wrap="nowrap">
            <ProfileAvatar src={user.avatarUrl} name={displayName(user)} size={36} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={profilePaths.member(user.id)} fw={600} size="sm" c="dark.8">
                {displayName(user)}
              </Anchor>
              <Text size="xs" c="dimmed">
                @{user.username}
                {user.id === selfId ? ` · ${t('admin.users.badges.you')}` : ''}
              </Text>
            </Stack>
          </Group>
        ),
    },
    {
      key: 'email',
      header: t('admin.users.columns.email'),
      maxWidth: 220,
      cell: (user) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      ),
    },
    {
      key: 'role',
      header: t('admin.users.columns.role'),
      nowrap: true,
      cell: (user) =>
        editing(user) && draft ? (
          <Select
            size="xs"
            label={t('admin.users.roleLabel')}
            data={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
            value={draft.role}
            onChange={(value) => {
              if (isRole(value ?? undefined)) setDraft({ ...draft, role: value as Role });
            }}
            allowDeselect={false}
            w={{ base: '100%', sm: 190 }}
            comboboxProps={{ shadow: 'md' }}
          />
        ) : (
          <Text size="sm">{roleLabel(user.role)}</Text>
        ),
    },
    {
      key: 'status',
      header: t('admin.users.columns.status'),
      cell: (user) => <UserStatusCell user={user} context={c} />,
    },
    {
      key: 'createdAt',
      header: t('admin.users.columns.createdAt'),
      nowrap: true,
      cell: (user) => <Text size="sm">{formatDate(user.createdAt, language)}</Text>,
    },
    {
      key: 'lastSignIn',
      header: t('admin.users.columns.lastSignIn'),
      minWidth: 110,
      cell: (user) => (
        <Text size="sm" c={user.lastSignInAt ? undefined : 'dimmed'}>
          {user.lastSignInAt ? formatDateTime(user.lastSignInAt, language) : t('admin.users.never')}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('admin.users.columns.actions'),
      nowrap: true,
      // Save and Cancel need the card's width on a phone.
      isWide: true,
      cell: (user) => <UserRowActions user={user} context={c} />,
    },
  ];
};

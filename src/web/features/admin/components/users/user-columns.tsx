import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconDotsVertical, IconPencil, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminUserRow, UserBulkAction } from '../../../../../common/contracts/admin-users';
import { Role as RoleSchema } from '../../../../../common/permissions';
import type { DataColumn } from '../../../../components/admin/DataTable';
import { LazyMenu, MenuItem } from '../../../../components/overlays/LazyMenu';
import { ProfileAvatar } from '../../../../components/ProfileAvatar';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { profilePaths } from '../../../profiles';
import type { useUpdateAdminUser } from '../../api/update-admin-user';

type Role = (typeof roles)[number];

export interface Draft {
  id: string;
  fullName: string;
  role: Role;
  isFeatured: boolean;
}

export const displayName = (user: AdminUserRow) => user.fullName?.trim() || user.username;

/** What the columns need of the page: the texts, the row being edited and the actions. */
export interface UserColumnsContext {
  t: (key: string, values?: Record<string, string | number>) => string;
  language: string;
  selfId: string | undefined;
  draft: Draft | null;
  setDraft: (draft: Draft | null) => void;
  editing: (user: AdminUserRow) => boolean;
  isDirty: (user: AdminUserRow) => boolean;
  save: () => void;
  update: ReturnType<typeof useUpdateAdminUser>;
  ask: (action: UserBulkAction, ids: string[], clear?: () => void) => void;
  roleLabel: (role: string) => string;
}

export const roles = RoleSchema.options;

/** Actions that end sessions: asked twice. */
export const needsConfirmation = (action: UserBulkAction) => action === 'suspend' || action === 'block';

export const isRole = (value: string | undefined): value is Role => roles.some((role) => role === value);

/** The columns of /admin/users (001 §2.2): the member (edited inline), e-mail, role, status, dates, actions. */
export const userColumns = (c: UserColumnsContext): DataColumn<AdminUserRow>[] => {
  const { t, language, selfId, draft, setDraft, editing, isDirty, save, update, ask, roleLabel } = c;
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
            w={190}
            comboboxProps={{ shadow: 'md' }}
          />
        ) : (
          <Text size="sm">{roleLabel(user.role)}</Text>
        ),
    },
    {
      key: 'status',
      header: t('admin.users.columns.status'),
      cell: (user) => (
        <Group gap={6}>
          {user.isBlocked ? (
            <Badge color="red" variant="light" tt="none" miw="max-content">
              {t('admin.users.status.blocked')}
            </Badge>
          ) : user.isSuspended ? (
            <Badge color="ochre" variant="light" tt="none" miw="max-content">
              {t('admin.users.status.suspended')}
            </Badge>
          ) : (
            <Badge color="sankofa" variant="light" tt="none" miw="max-content">
              {t('admin.users.status.active')}
            </Badge>
          )}
          {user.isCertified && (
            <Badge color="blue" variant="outline" tt="none" miw="max-content">
              {t('admin.users.badges.certified')}
            </Badge>
          )}
          {editing(user) && draft ? (
            <Checkbox
              size="xs"
              label={t('admin.users.featuredLabel')}
              checked={draft.isFeatured}
              onChange={(event) => setDraft({ ...draft, isFeatured: event.currentTarget.checked })}
            />
          ) : (
            user.isFeatured && (
              <Badge color="grape" variant="outline" tt="none" miw="max-content">
                {t('admin.users.badges.featured')}
              </Badge>
            )
          )}
        </Group>
      ),
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
      cell: (user) =>
        editing(user) ? (
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              leftSection={<IconCheck size={14} aria-hidden />}
              disabled={!isDirty(user)}
              loading={update.isPending}
              onClick={save}
            >
              {t('admin.users.save')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => {
                setDraft(null);
                update.reset();
              }}
            >
              {t('admin.users.cancel')}
            </Button>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('admin.users.editNamed', { name: displayName(user) })}
              onClick={() => {
                update.reset();
                setDraft({
                  id: user.id,
                  fullName: user.fullName ?? '',
                  role: isRole(user.role) ? user.role : 'user',
                  isFeatured: user.isFeatured,
                });
              }}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <LazyMenu
              position="bottom-end"
              shadow="md"
              withinPortal
              target={
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('admin.users.rowActions', { name: displayName(user) })}
                >
                  <IconDotsVertical size={18} aria-hidden />
                </ActionIcon>
              }
            >
              {rowActions(user).map((action) => (
                <MenuItem
                  key={action}
                  color={needsConfirmation(action) ? 'red' : undefined}
                  disabled={needsConfirmation(action) && user.id === selfId}
                  onClick={() => ask(action, [user.id])}
                >
                  {t(`admin.users.actions.${action}`)}
                </MenuItem>
              ))}
            </LazyMenu>
          </Group>
        ),
    },
  ];
};

/** A row's menu: each flag's action or its reverse, as the member stands. */
const rowActions = (user: AdminUserRow): UserBulkAction[] => [
  user.isSuspended ? 'unsuspend' : 'suspend',
  user.isBlocked ? 'unblock' : 'block',
  user.isCertified ? 'uncertify' : 'certify',
  user.isFeatured ? 'unfeature' : 'feature',
];

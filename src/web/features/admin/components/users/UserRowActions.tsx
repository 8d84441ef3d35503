import { ActionIcon, Button, Group } from '@mantine/core';
import { IconCheck, IconDotsVertical, IconPencil, IconX } from '@tabler/icons-react';
import type { AdminUserRow, UserBulkAction } from '../../../../../common/contracts/admin-users';
import { displayName } from '../../../../../common/format';
import { LazyMenu, MenuItem } from '../../../../components/overlays/LazyMenu';
import { isRole, needsConfirmation, type UserColumnsContext } from './user-rows';

/**
 * A member's actions cell on /admin/users (001 §2.2): the pencil opening the inline edit and the menu of
 * status actions, or Save and Cancel while the row is edited.
 */
export function UserRowActions({ user, context }: { user: AdminUserRow; context: UserColumnsContext }) {
  const { t, selfId, setDraft, editing, isDirty, save, update, ask } = context;
  return editing(user) ? (
    // A narrow card puts Cancel under Save rather than squeezing both.
    <Group gap={6}>
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
  );
}

/** A row's menu: each flag's action or its reverse, as the member stands. */
const rowActions = (user: AdminUserRow): UserBulkAction[] => [
  user.isSuspended ? 'unsuspend' : 'suspend',
  user.isBlocked ? 'unblock' : 'block',
  user.isCertified ? 'uncertify' : 'certify',
  user.isFeatured ? 'unfeature' : 'feature',
];

import { Button, Group, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type UserBulkAction, userBulkActions } from '../../../../../common/contracts/admin-users';
import { Modal } from '../../../../components/Modal';
import { LazyMenu, MenuItem } from '../../../../components/overlays/LazyMenu';
import { useTranslation } from '../../../../lib/i18n';
import { needsConfirmation } from './user-rows';

/** The bulk bar's menu: each status action for the selected members, the harsh ones in red. */
export function UserBulkMenu({ onAction }: { onAction: (action: UserBulkAction) => void }) {
  const { t } = useTranslation();
  return (
    <LazyMenu
      position="bottom-start"
      shadow="md"
      withinPortal
      target={
        <Button size="xs" variant="light" rightSection={<IconChevronDown size={14} aria-hidden />}>
          {t('admin.table.bulkActions')}
        </Button>
      }
    >
      {userBulkActions.map((action) => (
        <MenuItem
          key={action}
          color={needsConfirmation(action) ? 'red' : undefined}
          onClick={() => onAction(action)}
        >
          {t(`admin.users.actions.${action}`)}
        </MenuItem>
      ))}
    </LazyMenu>
  );
}

/** The confirmation before blocking or suspending members (`pending`: the action and how many). */
export function BulkConfirmModal({
  pending,
  isPending,
  onConfirm,
  onClose,
}: {
  pending: { action: UserBulkAction; ids: string[] } | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={
        pending
          ? t(
              pending.action === 'block'
                ? 'admin.users.confirm.blockTitle'
                : 'admin.users.confirm.suspendTitle',
              {
                count: pending.ids.length,
              },
            )
          : ''
      }
      centered
    >
      <Text size="sm" mb="lg">
        {t('admin.users.confirm.body')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('admin.users.cancel')}
        </Button>
        <Button color="red" loading={isPending} onClick={onConfirm}>
          {t(
            pending?.action === 'block'
              ? 'admin.users.confirm.blockConfirm'
              : 'admin.users.confirm.suspendConfirm',
          )}
        </Button>
      </Group>
    </Modal>
  );
}

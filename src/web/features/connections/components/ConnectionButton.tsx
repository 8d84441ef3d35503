import { Button, type ButtonProps, Group, Text } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconClock,
  IconUserMinus,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { ConnectionStatusResponse } from '../../../../common/contracts/connections';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LazyMenu, MenuItem } from '../../../components/overlays/LazyMenu';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import {
  type ConnectionAction,
  useConnectionAction,
  useSendConnectionRequest,
} from '../api/connection-mutations';
import { useConnectionStatus } from '../api/get-connection-status';

interface ConnectionButtonProps {
  profileId: string;
  /** The member's name, for the buttons' accessible names on a card grid. */
  name: string;
  /** The state a network card already carries. */
  initialStatus?: ConnectionStatusResponse;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/**
 * The failure text of 000 §8 "Connection flow": the server's own text when it gave one (already
 * pending, already connected, the other side asked first…), else the action's fallback.
 */
const failureKey = (error: unknown, fallback: string): string =>
  isApiError(error) && error.code.startsWith('connection_') ? `errors.${error.code}` : fallback;

const successKeys: Record<ConnectionAction, string> = {
  accept: 'connections.accepted',
  reject: 'connections.rejected',
  // Cancelling a sent request and removing a connection both delete the row.
  remove: 'connections.removed',
};
const failureKeys: Record<ConnectionAction, string> = {
  accept: 'connections.actionFailed',
  reject: 'connections.actionFailed',
  remove: 'connections.removeFailed',
};

/**
 * The connect button (000 §4 "Connection between two members"): Se connecter → Demande envoyée (a click
 * cancels) → Connecté with "Supprimer la connexion" behind a confirmation; Accepter / Refuser when the
 * other member asked. Every outcome is a toast with the texts of 000 §8.
 */
export function ConnectionButton({
  profileId,
  name,
  initialStatus,
  size = 'sm',
  fullWidth,
}: ConnectionButtonProps) {
  const { t } = useTranslation();
  const status = useConnectionStatus(profileId, initialStatus);
  const send = useSendConnectionRequest(profileId);
  const action = useConnectionAction(profileId);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const isBusy = send.isPending || action.isPending;

  if (status.isPending)
    return (
      <Button
        size={size}
        fullWidth={fullWidth}
        loading
        variant="default"
        aria-label={t('connections.connect')}
      />
    );
  if (status.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('connections.statusCheckFailed')}
      </Text>
    );

  const { state, connectionId } = status.data;
  if (state === 'self') return null;

  const handleSend = () =>
    send.mutate(undefined, {
      onSuccess: (result) =>
        notify({
          color: 'teal',
          message: t(result.outcome === 'resent' ? 'connections.resent' : 'connections.sent'),
        }),
      onError: (error) => notify({ color: 'red', message: t(failureKey(error, 'connections.sendFailed')) }),
    });

  const handleAction = (kind: ConnectionAction) => {
    if (!connectionId) return;
    action.mutate(
      { action: kind, connectionId },
      {
        onSuccess: () => notify({ color: 'teal', message: t(successKeys[kind]) }),
        onError: (error) => notify({ color: 'red', message: t(failureKey(error, failureKeys[kind])) }),
      },
    );
  };

  if (state === 'none' || state === 'rejected')
    return (
      <Button
        size={size}
        fullWidth={fullWidth}
        leftSection={<IconUserPlus size={16} stroke={1.8} aria-hidden />}
        loading={send.isPending}
        onClick={handleSend}
        aria-label={t('connections.connectWith', { name })}
      >
        {t('connections.connect')}
      </Button>
    );

  if (state === 'pending_sent')
    return (
      <Button
        size={size}
        fullWidth={fullWidth}
        variant="light"
        leftSection={<IconClock size={16} stroke={1.8} aria-hidden />}
        loading={action.isPending}
        onClick={() => handleAction('remove')}
        title={t('connections.cancelHint')}
        aria-label={t('connections.cancelRequest', { name })}
      >
        {t('connections.requestSentLabel')}
      </Button>
    );

  if (state === 'pending_received')
    return (
      // Two buttons share a card's width: there, without their icons, 'Accepter' and 'Refuser' stay whole.
      <Group gap="xs" wrap="nowrap" grow={fullWidth}>
        <Button
          size={size}
          leftSection={fullWidth ? undefined : <IconCheck size={16} stroke={1.8} aria-hidden />}
          disabled={isBusy}
          loading={action.isPending && action.variables?.action === 'accept'}
          onClick={() => handleAction('accept')}
          aria-label={t('connections.acceptFrom', { name })}
        >
          {t('connections.accept')}
        </Button>
        <Button
          size={size}
          variant="default"
          leftSection={fullWidth ? undefined : <IconX size={16} stroke={1.8} aria-hidden />}
          disabled={isBusy}
          loading={action.isPending && action.variables?.action === 'reject'}
          onClick={() => handleAction('reject')}
          aria-label={t('connections.rejectFrom', { name })}
        >
          {t('connections.reject')}
        </Button>
      </Group>
    );

  return (
    <>
      <LazyMenu
        position="bottom-end"
        shadow="md"
        withinPortal
        target={
          <Button
            size={size}
            fullWidth={fullWidth}
            variant="light"
            leftSection={<IconCheck size={16} stroke={1.8} aria-hidden />}
            rightSection={<IconChevronDown size={14} stroke={1.8} aria-hidden />}
            loading={action.isPending}
            aria-label={t('connections.connectedWith', { name })}
          >
            {t('connections.connectedLabel')}
          </Button>
        }
      >
        <MenuItem
          color="red"
          leftSection={<IconUserMinus size={16} stroke={1.8} aria-hidden />}
          onClick={() => setConfirmOpen(true)}
        >
          {t('connections.removeLabel')}
        </MenuItem>
      </LazyMenu>
      <ConfirmDialog
        opened={isConfirmOpen}
        title={t('connections.removeConfirmTitle')}
        message={t('connections.removeConfirmBody', { name })}
        confirmLabel={t('connections.removeConfirm')}
        isPending={action.isPending}
        onConfirm={() => {
          setConfirmOpen(false);
          handleAction('remove');
        }}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}

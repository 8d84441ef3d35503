import { Badge, Button, Group } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { GroupDetail } from '../../../../common/contracts/groups';
import { ConfirmMutationDialog } from '../../../components/ConfirmMutationDialog';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useMembershipActions } from '../api/groups';

/** Rejoindre / Demander à rejoindre / Demande envoyée, Quitter, Supprimer, or 'Se connecter pour rejoindre'. */
export function GroupHeaderActions({ group, isSignedIn }: { group: GroupDetail; isSignedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useMembershipActions(group.id);
  const [confirm, setConfirm] = useState<'leave' | 'delete' | null>(null);
  const role = group.viewer.role;

  if (!isSignedIn) {
    return (
      <Button component={Link} to={`/login?${new URLSearchParams({ redirect: `/groups/${group.id}` })}`}>
        {t('groups.page.loginToJoin')}
      </Button>
    );
  }

  const join = () =>
    actions.join.mutate(undefined, {
      onSuccess: (result) =>
        notify({
          color: 'teal',
          message: t(result.status === 'member' ? 'groups.page.joined' : 'groups.page.requested'),
        }),
      onError: (error) =>
        notify({
          color: 'red',
          message: t('groups.page.joinFailed', { message: t(errorMessageKey(error)) }),
        }),
    });

  return (
    <Group gap="xs">
      {role === null &&
        (group.viewer.requestId ? (
          <>
            <Badge size="lg" variant="light" color="ochre" c="ochre.9">
              {t('groups.page.requestSent')}
            </Badge>
            <Button
              variant="default"
              loading={actions.cancel.isPending}
              onClick={() =>
                actions.cancel.mutate(undefined, {
                  onSuccess: () => notify({ color: 'teal', message: t('groups.page.requestCancelled') }),
                  onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
                })
              }
            >
              {t('groups.page.cancelRequest')}
            </Button>
          </>
        ) : (
          <Button onClick={join} loading={actions.join.isPending}>
            {group.viewer.mustAsk ? t('groups.page.requestJoin') : t('groups.page.join')}
          </Button>
        ))}
      {(role === 'creator' || role === 'admin' || role === 'moderator') && (
        <Button
          component={Link}
          to={`/groups/${group.id}/settings`}
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t('groups.manage')}
        </Button>
      )}
      {role !== null && role !== 'creator' && (
        <Button variant="default" color="red" onClick={() => setConfirm('leave')}>
          {t('groups.page.leave')}
        </Button>
      )}
      {role === 'creator' && (
        <Button variant="subtle" color="red" onClick={() => setConfirm('delete')}>
          {t('groups.page.delete')}
        </Button>
      )}
      <ConfirmMutationDialog
        opened={confirm === 'leave'}
        title={t('groups.page.leaveConfirmTitle')}
        message={t('groups.page.leaveConfirmBody', { name: group.name })}
        confirmLabel={t('groups.page.leave')}
        mutation={actions.leave}
        run={(then) => actions.leave.mutate(undefined, then)}
        done={t('groups.page.left')}
        errorText={(error) =>
          `${t('groups.page.errorTitle')} : ${t('groups.page.leaveFailed', { message: t(errorMessageKey(error)) })}`
        }
        onClose={() => setConfirm(null)}
      />
      <ConfirmMutationDialog
        opened={confirm === 'delete'}
        title={t('groups.page.deleteConfirmTitle')}
        message={t('groups.page.deleteConfirmBody', { name: group.name })}
        confirmLabel={t('groups.page.delete')}
        mutation={actions.remove}
        run={(then) => actions.remove.mutate(undefined, then)}
        done={t('groups.page.deleted')}
        errorText={(error) => `${t('groups.page.deleteFailed')} : ${t(errorMessageKey(error))}`}
        onDone={() => navigate('/groups', { replace: true })}
        onClose={() => setConfirm(null)}
      />
    </Group>
  );
}

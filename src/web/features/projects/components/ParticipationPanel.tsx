import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type ProjectDetail, projectLimits, projectPath } from '../../../../common/contracts/projects';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { Note } from '../../../components/Note';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAuthDialog } from '../../auth';
import { useParticipation } from '../api/projects';

/**
 * Taking part (plan 002 decision 12): a member asks with an optional message, waits, withdraws; once
 * accepted they may leave; a refusal is said. A visitor is offered to sign in.
 */
export function ParticipationPanel({ project, isMember }: { project: ProjectDetail; isMember: boolean }) {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  const { join, leave } = useParticipation(project.id);
  const [isAsking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const failed = (error: unknown) =>
    notify({ color: 'red', message: t('projects.thread.error', { message: t(errorMessageKey(error)) }) });

  if (project.isOwner) return <Text size="sm">{t('projects.join.owner')}</Text>;
  if (!isMember) {
    return (
      <Button variant="light" onClick={() => authDialog.open('login', { redirect: projectPath(project.id) })}>
        {t('projects.join.signIn')}
      </Button>
    );
  }
  const membership = project.viewerMembership;
  if (membership?.status === 'refused') {
    return <Note>{t('projects.join.refused')}</Note>;
  }
  if (membership) {
    const isPending = membership.status === 'pending';
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" role="status">
          {t(isPending ? 'projects.join.pending' : 'projects.join.accepted')}
        </Text>
        <Button
          variant="default"
          size="xs"
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(undefined, {
              onSuccess: () =>
                notify({
                  color: 'teal',
                  message: t(isPending ? 'projects.join.withdrawn' : 'projects.join.left'),
                }),
              onError: failed,
            })
          }
        >
          {t(isPending ? 'projects.join.withdraw' : 'projects.join.leave')}
        </Button>
      </Stack>
    );
  }
  if (project.status === 'archived') return null;
  if (!isAsking) {
    return <Button onClick={() => setAsking(true)}>{t('projects.join.button')}</Button>;
  }
  return (
    <Alert variant="light" color="sankofa" title={t('projects.join.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('projects.join.intro')}</Text>
        <GrowingTextarea
          label={t('projects.join.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={projectLimits.joinMessageMax}
          minRows={2}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setAsking(false)} disabled={join.isPending}>
            {t('projects.join.cancel')}
          </Button>
          <Button
            size="xs"
            loading={join.isPending}
            onClick={() =>
              join.mutate(message.trim() || null, {
                onSuccess: () => {
                  setAsking(false);
                  notify({ color: 'teal', message: t('projects.join.sent') });
                },
                onError: failed,
              })
            }
          >
            {t('projects.join.send')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconHourglass } from '@tabler/icons-react';
import type { EventDetail } from '../../../../common/contracts/events';
import { apiPrefix } from '../../../../common/endpoint';
import { DoneNotice } from '../../../components/DoneNotice';
import { Note } from '../../../components/Note';
import { Notice } from '../../../components/Notice';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../../auth';
import { useRegistration } from '../api/registration';

/**
 * Registering (002 §4): a seat while there is one, 'Complet' and the waiting list after; the member's
 * place, the counts, and the .ics file for their agenda.
 */
export function RegistrationPanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const isMember = Boolean(useSession().data?.user);
  const authDialog = useAuthDialog();
  const registration = useRegistration(event.id);
  const { state, waitingRank } = event.registration;

  const act = (action: 'register' | 'unregister') =>
    registration.mutate(action, {
      onSuccess: (result) =>
        notify({
          color: 'teal',
          message: t(
            result.state === 'registered'
              ? 'events.registration.registeredToast'
              : result.state === 'waiting'
                ? 'events.registration.waitingToast'
                : 'events.registration.unregisteredToast',
          ),
        }),
      onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
    });

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="registration-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id="registration-title">
            {t('events.registration.title')}
          </Title>
          {event.isFull && (
            <Badge color="red" variant="filled" radius="sm">
              {t('events.registration.full')}
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={600}>
          {event.capacity === null
            ? t('events.registration.seatsUnlimited', { count: event.participantCount })
            : t('events.registration.seats', { count: event.participantCount, capacity: event.capacity })}
        </Text>
        {event.waitingCount > 0 && (
          <Note>{t('events.registration.waitingCount', { count: event.waitingCount })}</Note>
        )}
        {event.hasEnded ? (
          <Note>{t('events.detail.ended')}</Note>
        ) : !isMember ? (
          <Stack gap="xs">
            <Note>{t('events.registration.signIn')}</Note>
            <Button onClick={() => authDialog.open('login', { redirect: `/events/${event.id}` })}>
              {t('events.registration.signInButton')}
            </Button>
          </Stack>
        ) : state === 'registered' ? (
          <Stack gap="xs">
            <DoneNotice>{t('events.registration.registered')}</DoneNotice>
            <Button variant="default" loading={registration.isPending} onClick={() => act('unregister')}>
              {t('events.registration.unregister')}
            </Button>
          </Stack>
        ) : state === 'waiting' ? (
          <Stack gap="xs">
            <Notice tone="caution" icon={<IconHourglass size={18} aria-hidden />}>
              {t('events.registration.waiting', { rank: waitingRank ?? 1 })}
            </Notice>
            <Button variant="default" loading={registration.isPending} onClick={() => act('unregister')}>
              {t('events.registration.leave')}
            </Button>
          </Stack>
        ) : event.isFull ? (
          <Stack gap="xs">
            <Note>{t('events.registration.fullHint')}</Note>
            <Button color="yellow.8" loading={registration.isPending} onClick={() => act('register')}>
              {t('events.registration.join')}
            </Button>
          </Stack>
        ) : (
          <Button loading={registration.isPending} onClick={() => act('register')}>
            {t('events.registration.register')}
          </Button>
        )}
        <Button
          component="a"
          href={`${apiPrefix}/events/${event.id}/ics`}
          download
          variant="subtle"
          leftSection={<IconCalendarPlus size={16} stroke={1.8} aria-hidden />}
        >
          {t('events.detail.ics')}
        </Button>
      </Stack>
    </Paper>
  );
}

import { Anchor, Avatar, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type EventDetail, eventLimits } from '../../../../common/contracts/events';
import { Modal } from '../../../components/Modal';
import { Note } from '../../../components/Note';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useTranslation } from '../../../lib/i18n';
import { profilePaths } from '../../profiles';
import { useParticipants } from '../api/participants';

/** The participants (002 §9: 5 avatars, then +N), and the full lists with the waiting list in a dialog. */
export function ParticipantsBlock({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [status, setStatus] = useState<'registered' | 'waiting'>('registered');
  const list = useParticipants(event.id, status, isOpen);
  const more = event.participantCount - Math.min(event.participants.length, eventLimits.participantAvatars);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="participants-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="participants-title">
          {t('events.participants.title')}
        </Title>
        {event.participants.length === 0 ? (
          <Note>{t('events.participants.empty')}</Note>
        ) : (
          <Group gap="xs">
            <Avatar.Group spacing="sm">
              {event.participants.slice(0, eventLimits.participantAvatars).map((person) => (
                <LazyTooltip key={person.id} label={person.fullName} withArrow>
                  <Anchor component={Link} to={profilePaths.member(person.id)} aria-label={person.fullName}>
                    <ProfileAvatar src={person.avatarUrl} name={person.fullName} size="md" />
                  </Anchor>
                </LazyTooltip>
              ))}
              {more > 0 && (
                <Avatar
                  radius="50%"
                  size="md"
                  aria-label={t('events.participants.moreLabel', { count: more })}
                >
                  {t('events.participants.more', { count: more })}
                </Avatar>
              )}
            </Avatar.Group>
          </Group>
        )}
        {(event.participantCount > 0 || event.waitingCount > 0) && (
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)} ta="left">
            {t('events.participants.all')}
          </Anchor>
        )}
      </Stack>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('events.participants.title')}
        closeButtonProps={{ 'aria-label': t('events.participants.close') }}
        centered
        radius="lg"
      >
        <Stack gap="sm">
          {event.waitingCount > 0 && (
            <SegmentedControl
              aria-label={t('events.participants.title')}
              value={status}
              onChange={(value) => setStatus(value as 'registered' | 'waiting')}
              data={[
                {
                  value: 'registered',
                  label: `${t('events.participants.title')} (${event.participantCount})`,
                },
                {
                  value: 'waiting',
                  label: `${t('events.participants.waitingList')} (${event.waitingCount})`,
                },
              ]}
            />
          )}
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {(list.data?.pages ?? []).flatMap((page) =>
              page.items.map((person) => (
                <Group component="li" key={person.id} gap="sm" wrap="nowrap">
                  <ProfileAvatar src={person.avatarUrl} name={person.fullName} size="sm" />
                  <Stack gap={0} miw={0}>
                    <Anchor component={Link} to={profilePaths.member(person.id)} size="sm" fw={600}>
                      {person.fullName}
                    </Anchor>
                    {person.title && (
                      <Text size="xs" c="dimmed" truncate>
                        {person.title}
                      </Text>
                    )}
                  </Stack>
                </Group>
              )),
            )}
          </Stack>
          {list.hasNextPage && (
            <Button
              variant="default"
              size="xs"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('events.participants.loadMore')}
            </Button>
          )}
        </Stack>
      </Modal>
    </Paper>
  );
}

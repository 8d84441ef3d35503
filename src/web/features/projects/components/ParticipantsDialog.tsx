import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/Modal';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useTranslation } from '../../../lib/i18n';
import { useParticipants } from '../api/projects';
import { PersonLink } from './PersonLink';

/** Every accepted participant, earliest first, 20 at a time. */
export function ParticipantsDialog({
  projectId,
  opened,
  onClose,
}: {
  projectId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const participants = useParticipants(projectId, opened);
  const items = participants.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('projects.participants.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('projects.participants.close') }}
    >
      <Stack gap="sm">
        {participants.isPending && (
          <Group justify="center">
            <Loader size="sm" aria-label={t('projects.loading')} />
          </Group>
        )}
        {items.map((participant) => (
          <Group key={participant.id} gap="sm" wrap="nowrap">
            <ProfileAvatar src={participant.person.avatarUrl} name={participant.person.fullName} size={36} />
            <Stack gap={0} miw={0}>
              <PersonLink person={participant.person} />
              <Text size="xs" c="dimmed" truncate>
                {participant.role === 'admin'
                  ? t('projects.participants.ownerRole')
                  : (participant.person.title ?? '')}
              </Text>
            </Stack>
          </Group>
        ))}
        {participants.hasNextPage && (
          <Button
            variant="subtle"
            onClick={() => void participants.fetchNextPage()}
            loading={participants.isFetchingNextPage}
          >
            {t('projects.participants.loadMore')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

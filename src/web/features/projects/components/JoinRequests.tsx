import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Note } from '../../../components/Note';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { errorMessageKey } from '../../../lib/api-client';
import { timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAnswerRequest, useJoinRequests } from '../api/projects';
import { PersonLink } from './PersonLink';
import { ProjectSection } from './ProjectSection';

/** The owner's (or an admin's) pending requests to take part, each accepted or refused. */
export function JoinRequests({ projectId, pendingCount }: { projectId: string; pendingCount: number }) {
  const { t, language } = useTranslation();
  const requests = useJoinRequests(projectId, true);
  const answer = useAnswerRequest(projectId);
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <ProjectSection
      id="project-requests-title"
      title={t('projects.requests.title')}
      badge={
        pendingCount > 0 && (
          <Badge color="sankofa" variant="filled" radius="xl">
            {pendingCount}
          </Badge>
        )
      }
    >
      {requests.isSuccess && items.length === 0 && <Note>{t('projects.requests.empty')}</Note>}
      {items.map((request) => (
        <Group key={request.id} align="flex-start" wrap="nowrap" gap="sm">
          <ProfileAvatar src={request.person.avatarUrl} name={request.person.fullName} size={40} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <PersonLink person={request.person} />
              <Text size="xs" c="dimmed">
                {timeAgo(request.createdAt, language)}
              </Text>
            </Group>
            {request.person.title && (
              <Text size="xs" c="dimmed">
                {request.person.title}
              </Text>
            )}
            {request.message && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {request.message}
              </Text>
            )}
            <Group gap="xs" mt={4}>
              {[true, false].map((accept) => (
                <Button
                  key={String(accept)}
                  size="xs"
                  variant={accept ? 'filled' : 'default'}
                  aria-label={t(accept ? 'projects.requests.approveLabel' : 'projects.requests.refuseLabel', {
                    name: request.person.fullName,
                  })}
                  loading={
                    answer.isPending &&
                    answer.variables?.requestId === request.id &&
                    answer.variables.accept === accept
                  }
                  disabled={answer.isPending}
                  onClick={() =>
                    answer.mutate(
                      { requestId: request.id, accept },
                      {
                        onSuccess: () =>
                          notify({
                            color: 'teal',
                            message: t(accept ? 'projects.requests.approved' : 'projects.requests.refused', {
                              name: request.person.fullName,
                            }),
                          }),
                        onError: (error) =>
                          notify({
                            color: 'red',
                            message: t('projects.thread.error', { message: t(errorMessageKey(error)) }),
                          }),
                      },
                    )
                  }
                >
                  {t(accept ? 'projects.requests.approve' : 'projects.requests.refuse')}
                </Button>
              ))}
            </Group>
          </Stack>
        </Group>
      ))}
      {requests.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() => void requests.fetchNextPage()}
          loading={requests.isFetchingNextPage}
        >
          {t('projects.requests.loadMore')}
        </Button>
      )}
    </ProjectSection>
  );
}

import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { InlineError } from '../../../components/InlineError';
import { Note } from '../../../components/Note';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { errorMessageKey } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useJoinRequests, useMemberManagement } from '../api/groups';

/** The group's join requests (002 §6), each approved or rejected by its creator or an admin. */
export function GroupJoinRequests({ groupId }: { groupId: string }) {
  const { t, language } = useTranslation();
  const requests = useJoinRequests(groupId, true);
  const { approve, reject } = useMemberManagement(groupId);
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];
  const answer = (requestId: string, accept: boolean) => {
    const mutation = accept ? approve : reject;
    mutation.mutate(requestId, {
      onSuccess: () =>
        notify({ color: 'teal', message: t(accept ? 'groups.members.approved' : 'groups.members.rejected') }),
      onError: (error) =>
        notify({ color: 'red', title: t('groups.members.impossible'), message: t(errorMessageKey(error)) }),
    });
  };
  return (
    <section aria-labelledby="group-requests">
      <Title order={2} size="h4" id="group-requests" mb="sm">
        {t('groups.members.requests')}
      </Title>
      {requests.isPending ? (
        <Loader size="sm" aria-label={t('groups.members.requests')} />
      ) : requests.isError ? (
        <InlineError messageKey="groups.members.requestsFailed" onRetry={() => void requests.refetch()} />
      ) : items.length === 0 ? (
        <Note>{t('groups.members.noRequests')}</Note>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((request) => {
            const name = request.member.fullName || t('groups.members.unknown');
            return (
              <Paper component="li" key={request.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <ProfileAvatar src={request.member.avatarUrl} name={name} size={40} />
                    <Stack gap={0}>
                      <Text fw={600}>{name}</Text>
                      <Text size="xs" c="dimmed">
                        {t('groups.members.requestedOn', {
                          date: formatLongDate(request.createdAt, language),
                        })}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      onClick={() => answer(request.id, true)}
                      aria-label={t('groups.members.approveFrom', { name })}
                      loading={approve.isPending && approve.variables === request.id}
                    >
                      {t('groups.members.approve')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => answer(request.id, false)}
                      aria-label={t('groups.members.rejectFrom', { name })}
                      loading={reject.isPending && reject.variables === request.id}
                    >
                      {t('groups.members.reject')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}

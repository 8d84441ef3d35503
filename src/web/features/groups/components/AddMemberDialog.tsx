import { Badge, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { Note } from '../../../components/Note';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAddMember, useMemberCandidates } from '../api/groups';

/** 'Ajouter un membre' (002 §2, §8): name search, 10 results, each added with role member. */
export function AddMemberDialog({
  groupId,
  opened,
  onClose,
}: {
  groupId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const candidates = useMemberCandidates(groupId, debounced);
  const add = useAddMember(groupId);
  const items = candidates.data?.items ?? [];

  const addOne = (userId: string) =>
    add.mutate(userId, {
      onSuccess: () => notify({ color: 'teal', message: t('groups.members.added') }),
      onError: (error) =>
        notify({
          color: 'red',
          title:
            isApiError(error) && error.code === 'group_already_member'
              ? t('groups.members.already')
              : undefined,
          message:
            isApiError(error) && error.code === 'group_already_member'
              ? t('groups.members.alreadyBody')
              : `${t('groups.members.addFailed')} : ${t(errorMessageKey(error))}`,
        }),
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('groups.members.addTitle')} centered radius="lg">
      <Stack gap="md">
        <TextInput
          label={t('groups.members.search')}
          placeholder={t('groups.members.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          type="search"
          data-autofocus
        />
        {debounced === '' ? null : candidates.isPending ? (
          <Group justify="center">
            <Loader size="sm" aria-label={t('groups.members.searching')} />
          </Group>
        ) : candidates.isError ? (
          <Text c="red.8" role="alert" size="sm">
            {t(errorMessageKey(candidates.error))}
          </Text>
        ) : items.length === 0 ? (
          <Note>{t('groups.members.noUser')}</Note>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map(({ member, isMember }) => {
              const name = member.fullName || t('groups.members.unknown');
              return (
                <Paper component="li" key={member.id} withBorder radius="md" p="xs">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap" miw={0}>
                      <ProfileAvatar src={member.avatarUrl} name={name} size={32} />
                      <Stack gap={0} miw={0}>
                        <Text fw={600} size="sm" truncate>
                          {name}
                        </Text>
                        {member.title && (
                          <Text size="xs" c="dimmed" truncate>
                            {member.title}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                    {isMember ? (
                      <Badge variant="light" color="gray" c="gray.9" style={{ flexShrink: 0 }}>
                        {t('groups.members.already')}
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        onClick={() => addOne(member.id)}
                        loading={add.isPending && add.variables === member.id}
                        aria-label={t('groups.members.addNamed', { name })}
                      >
                        {t('groups.members.addOne')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

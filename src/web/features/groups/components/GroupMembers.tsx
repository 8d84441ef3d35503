import { ActionIcon, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GroupDetail, GroupMemberItem, GroupRole } from '../../../../common/contracts/groups';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { InlineError } from '../../../components/InlineError';
import { Note } from '../../../components/Note';
import { LazyMenu, MenuItem } from '../../../components/overlays/LazyMenu';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { profilePaths } from '../../profiles';
import { useGroupMembers, useJoinRequests, useMemberManagement, useTransferGroup } from '../api/groups';
import { AddMemberDialog } from './AddMemberDialog';
import { PrivateGroupNotice } from './GroupStates';
import { GroupRoleBadge } from './GroupTypeBadge';

type SettableRole = 'admin' | 'moderator' | 'member';

/** The role changes `viewer` may make on `target` (002 §4, §6), as the server allows them. */
const roleMoves = (viewer: GroupRole | null, target: GroupRole): { role: SettableRole; key: string }[] => {
  if (viewer !== 'creator' && viewer !== 'admin') return [];
  const isCreator = viewer === 'creator';
  if (target === 'member') {
    return [
      { role: 'moderator', key: 'groups.members.makeModerator' },
      ...(isCreator ? [{ role: 'admin' as const, key: 'groups.members.makeAdmin' }] : []),
    ];
  }
  if (target === 'moderator') {
    return [
      ...(isCreator ? [{ role: 'admin' as const, key: 'groups.members.makeAdmin' }] : []),
      { role: 'member', key: 'groups.members.makeMember' },
    ];
  }
  if (target === 'admin' && isCreator) {
    return [
      { role: 'moderator', key: 'groups.members.demoteToModerator' },
      { role: 'member', key: 'groups.members.makeMember' },
    ];
  }
  return [];
};

const canRemove = (viewer: GroupRole | null, target: GroupRole) =>
  target !== 'creator' && (viewer === 'creator' || (viewer === 'admin' && target !== 'admin'));

/** The failure of a management action: the refusal's own text for a 409/403, the screen's otherwise. */
const failureOf = (error: unknown, fallbackKey: string) =>
  isApiError(error) && (error.status === 409 || error.status === 403) ? errorMessageKey(error) : fallbackKey;

/** Membres (002 §2, §6): the list for those who may read it; requests and management for the creator and admins. */
export function GroupMembers({ group, viewerId }: { group: GroupDetail; viewerId: string | null }) {
  const { t } = useTranslation();
  const role = group.viewer.role;
  const canRead = group.type === 'public' || role !== null;
  const isManager = role === 'creator' || role === 'admin';
  if (!canRead) {
    return <PrivateGroupNotice body={t('groups.page.privateBody')} />;
  }
  return (
    <Stack gap="xl">
      {isManager && <JoinRequests groupId={group.id} />}
      <MembersList group={group} viewerId={viewerId} />
    </Stack>
  );
}

function JoinRequests({ groupId }: { groupId: string }) {
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

function MembersList({ group, viewerId }: { group: GroupDetail; viewerId: string | null }) {
  const { t, language } = useTranslation();
  const members = useGroupMembers(group.id, true);
  const { changeRole, removeMember } = useMemberManagement(group.id);
  const transfer = useTransferGroup(group.id);
  const [removing, setRemoving] = useState<GroupMemberItem | null>(null);
  const [handingTo, setHandingTo] = useState<GroupMemberItem | null>(null);
  const [adding, setAdding] = useState(false);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const viewerRole = group.viewer.role;

  const setRole = (item: GroupMemberItem, role: SettableRole) =>
    changeRole.mutate(
      { memberId: item.id, role },
      {
        onSuccess: () => notify({ color: 'teal', message: t('groups.members.roleChanged') }),
        onError: (error) =>
          notify({
            color: 'red',
            title: t('groups.members.impossible'),
            message: t(failureOf(error, 'groups.members.roleFailed')),
          }),
      },
    );

  return (
    <section aria-labelledby="group-members">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4" id="group-members">
          {t('groups.members.title')} · {t('groups.memberCount', { count: group.memberCount })}
        </Title>
        {(viewerRole === 'creator' || viewerRole === 'admin') && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('groups.members.add')}
          </Button>
        )}
      </Group>
      <AddMemberDialog groupId={group.id} opened={adding} onClose={() => setAdding(false)} />
      {members.isPending ? (
        <Loader size="sm" aria-label={t('groups.members.title')} />
      ) : members.isError ? (
        <InlineError messageKey="groups.members.loadError" onRetry={() => void members.refetch()} />
      ) : (
        <Stack gap="sm">
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => {
              const name = item.member.fullName || t('groups.members.unknown');
              const isSelf = item.member.id === viewerId;
              const moves = isSelf ? [] : roleMoves(viewerRole, item.role);
              const removable = !isSelf && canRemove(viewerRole, item.role);
              const transferable = !isSelf && viewerRole === 'creator';
              return (
                <Paper component="li" key={item.id} withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap" miw={0}>
                      <ProfileAvatar src={item.member.avatarUrl} name={name} size={40} />
                      <Stack gap={0} miw={0}>
                        <Group gap={6}>
                          <Anchor
                            component={Link}
                            to={profilePaths.member(item.member.id)}
                            fw={600}
                            c="inherit"
                          >
                            {name}
                          </Anchor>
                          {isSelf && (
                            <Text size="xs" c="dimmed">
                              ({t('groups.members.you')})
                            </Text>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed" truncate>
                          {item.member.title ??
                            t('groups.members.joinedOn', { date: formatLongDate(item.joinedAt, language) })}
                        </Text>
                      </Stack>
                    </Group>
                    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                      <GroupRoleBadge role={item.role} />
                      {(moves.length > 0 || removable || transferable) && (
                        <LazyMenu
                          position="bottom-end"
                          withinPortal
                          target={
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('groups.members.actions', { name })}
                            >
                              <IconDots size={18} aria-hidden />
                            </ActionIcon>
                          }
                        >
                          {moves.map((move) => (
                            <MenuItem key={move.role} onClick={() => setRole(item, move.role)}>
                              {t(move.key)}
                            </MenuItem>
                          ))}
                          {transferable && (
                            <MenuItem onClick={() => setHandingTo(item)}>
                              {t('groups.members.transfer')}
                            </MenuItem>
                          )}
                          {removable && (
                            <MenuItem color="red" onClick={() => setRemoving(item)}>
                              {t('groups.members.remove')}
                            </MenuItem>
                          )}
                        </LazyMenu>
                      )}
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          {members.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                onClick={() => void members.fetchNextPage()}
                loading={members.isFetchingNextPage}
              >
                {t('groups.loadMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={handingTo !== null}
        title={t('groups.members.transferConfirmTitle')}
        message={t('groups.members.transferConfirmBody', {
          name: handingTo?.member.fullName || t('groups.members.unknown'),
          group: group.name,
        })}
        confirmLabel={t('groups.members.transfer')}
        isPending={transfer.isPending}
        error={transfer.error ? t(failureOf(transfer.error, 'groups.members.transferFailed')) : null}
        onConfirm={() =>
          handingTo &&
          transfer.mutate(handingTo.id, {
            onSuccess: () => {
              setHandingTo(null);
              notify({ color: 'teal', message: t('groups.members.transferred') });
            },
          })
        }
        onClose={() => {
          setHandingTo(null);
          transfer.reset();
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('groups.members.removeConfirmTitle')}
        message={t('groups.members.removeConfirmBody', {
          name: removing?.member.fullName || t('groups.members.unknown'),
        })}
        confirmLabel={t('groups.members.remove')}
        isPending={removeMember.isPending}
        error={removeMember.error ? t(failureOf(removeMember.error, 'groups.members.removeFailed')) : null}
        onConfirm={() =>
          removing &&
          removeMember.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              notify({ color: 'teal', message: t('groups.members.removed') });
            },
          })
        }
        onClose={() => {
          setRemoving(null);
          removeMember.reset();
        }}
      />
    </section>
  );
}

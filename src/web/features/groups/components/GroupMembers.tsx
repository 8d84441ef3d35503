import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { GroupDetail, GroupMemberItem } from '../../../../common/contracts/groups';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { InlineError } from '../../../components/InlineError';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useGroupMembers, useMemberManagement, useTransferGroup } from '../api/groups';
import { AddMemberDialog } from './AddMemberDialog';
import { GroupJoinRequests } from './GroupJoinRequests';
import { GroupMemberRow, type SettableRole } from './GroupMemberRow';
import { PrivateGroupNotice } from './GroupStates';

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
      {isManager && <GroupJoinRequests groupId={group.id} />}
      <MembersList group={group} viewerId={viewerId} />
    </Stack>
  );
}

function MembersList({ group, viewerId }: { group: GroupDetail; viewerId: string | null }) {
  const { t } = useTranslation();
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
            {items.map((item) => (
              <GroupMemberRow
                key={item.id}
                item={item}
                viewerId={viewerId}
                viewerRole={viewerRole}
                onSetRole={(role) => setRole(item, role)}
                onTransfer={() => setHandingTo(item)}
                onRemove={() => setRemoving(item)}
              />
            ))}
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

import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GroupMemberItem, GroupRole } from '../../../../common/contracts/groups';
import { LazyMenu, MenuItem } from '../../../components/overlays/LazyMenu';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { profilePaths } from '../../profiles';
import { GroupRoleBadge } from './GroupTypeBadge';

/** A role a manager may give (the creator's is only handed over). */
export type SettableRole = 'admin' | 'moderator' | 'member';

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

interface GroupMemberRowProps {
  item: GroupMemberItem;
  viewerId: string | null;
  /** The viewer's role in the group, which decides the menu's actions. */
  viewerRole: GroupRole | null;
  onSetRole: (role: SettableRole) => void;
  onTransfer: () => void;
  onRemove: () => void;
}

/**
 * A member in the group's list: avatar, name ('(Vous)' for the viewer), title or joining date, role,
 * and the menu of what the viewer may do to them (change the role, hand the group over, remove).
 */
export function GroupMemberRow({
  item,
  viewerId,
  viewerRole,
  onSetRole,
  onTransfer,
  onRemove,
}: GroupMemberRowProps) {
  const { t, language } = useTranslation();
  const name = item.member.fullName || t('groups.members.unknown');
  const isSelf = item.member.id === viewerId;
  const moves = isSelf ? [] : roleMoves(viewerRole, item.role);
  const removable = !isSelf && canRemove(viewerRole, item.role);
  const transferable = !isSelf && viewerRole === 'creator';
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ProfileAvatar src={item.member.avatarUrl} name={name} size={40} />
          <Stack gap={0} miw={0}>
            <Group gap={6}>
              <Anchor component={Link} to={profilePaths.member(item.member.id)} fw={600} c="inherit">
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
                <ActionIcon variant="subtle" color="gray" aria-label={t('groups.members.actions', { name })}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              }
            >
              {moves.map((move) => (
                <MenuItem key={move.role} onClick={() => onSetRole(move.role)}>
                  {t(move.key)}
                </MenuItem>
              ))}
              {transferable && <MenuItem onClick={onTransfer}>{t('groups.members.transfer')}</MenuItem>}
              {removable && (
                <MenuItem color="red" onClick={onRemove}>
                  {t('groups.members.remove')}
                </MenuItem>
              )}
            </LazyMenu>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

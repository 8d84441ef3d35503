import { Badge } from '@mantine/core';
import { IconCrown, IconEyeOff, IconLock, IconWorld } from '@tabler/icons-react';
import type { GroupRole, GroupType } from '../../../../common/contracts/groups';
import { useTranslation } from '../../../lib/i18n';

const typeIcons = { public: IconWorld, private: IconLock, secret: IconEyeOff } as const;
const typeColors = { public: 'teal', private: 'ochre', secret: 'gray' } as const;

/** Public, Privé or Secret, with its icon. */
export function GroupTypeBadge({ type }: { type: GroupType }) {
  const { t } = useTranslation();
  const Icon = typeIcons[type];
  return (
    <Badge variant="light" color={typeColors[type]} leftSection={<Icon size={12} aria-hidden />}>
      {t(`groups.types.${type}`)}
    </Badge>
  );
}

const roleColors = { creator: 'ochre', admin: 'blue', moderator: 'green', member: 'gray' } as const;

/** 002 §6: the creator (crown), admin (blue), moderator (green), member. */
export function GroupRoleBadge({ role }: { role: GroupRole }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={role === 'member' ? 'outline' : 'light'}
      color={roleColors[role]}
      leftSection={role === 'creator' ? <IconCrown size={12} aria-hidden /> : undefined}
    >
      {t(`groups.roles.${role}`)}
    </Badge>
  );
}

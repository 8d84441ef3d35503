import { Badge } from '@mantine/core';
import { IconCrown, IconEyeOff, IconLock, IconWorld } from '@tabler/icons-react';
import type { GroupRole, GroupType } from '../../../../common/contracts/groups';
import { useTranslation } from '../../../lib/i18n';

const typeIcons = { public: IconWorld, private: IconLock, secret: IconEyeOff } as const;
const typeColors = { public: 'sankofa', private: 'ochre', secret: 'gray' } as const;

/** Public, Privé or Secret, with its icon. */
export function GroupTypeBadge({ type }: { type: GroupType }) {
  const { t } = useTranslation();
  const Icon = typeIcons[type];
  return (
    <Badge
      variant="light"
      color={typeColors[type]}
      c={`${typeColors[type]}.9`}
      leftSection={<Icon size={12} aria-hidden />}
    >
      {t(`groups.types.${type}`)}
    </Badge>
  );
}

const roleColors = { creator: 'ochre', admin: 'indigo', moderator: 'sankofa', member: 'gray' } as const;

/** 002 §6: the creator (crown), admin, moderator, member (the theme colours that keep the text at 4.5:1). */
export function GroupRoleBadge({ role }: { role: GroupRole }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={role === 'member' ? 'outline' : 'light'}
      color={roleColors[role]}
      c={`${roleColors[role]}.9`}
      leftSection={role === 'creator' ? <IconCrown size={12} aria-hidden /> : undefined}
    >
      {t(`groups.roles.${role}`)}
    </Badge>
  );
}

import { Badge, Group, type GroupProps } from '@mantine/core';
import { IconCertificate, IconRosette, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

interface MemberBadgesProps extends GroupProps {
  isMentor: boolean;
  isCertified: boolean;
  isOpenToWork: boolean;
  /** The small badges of a card; the profile header's otherwise. */
  isCompact?: boolean;
}

/** Mentor, certified, open to work: the badges a member's card and profile header show (nothing if none). */
export function MemberBadges({
  isMentor,
  isCertified,
  isOpenToWork,
  isCompact = false,
  ...props
}: MemberBadgesProps) {
  const { t } = useTranslation();
  const badges = [
    { isShown: isMentor, labelKey: 'profiles.badges.mentor', color: 'ochre', Icon: IconRosette },
    { isShown: isCertified, labelKey: 'profiles.badges.certified', color: 'indigo', Icon: IconCertificate },
    { isShown: isOpenToWork, labelKey: 'profiles.badges.openToWork', color: 'sankofa', Icon: IconSparkles },
  ].filter((badge) => badge.isShown);
  if (badges.length === 0) return null;
  return (
    <Group {...props}>
      {badges.map(({ labelKey, color, Icon }) => (
        <Badge
          key={labelKey}
          size={isCompact ? 'sm' : undefined}
          variant="light"
          color={color}
          leftSection={<Icon size={isCompact ? 11 : 12} stroke={2} aria-hidden />}
        >
          {t(labelKey)}
        </Badge>
      ))}
    </Group>
  );
}

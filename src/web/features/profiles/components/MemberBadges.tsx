import { Badge, Group, type GroupProps } from '@mantine/core';
import { IconCertificate, IconCrown, IconRosette, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

interface MemberBadgesProps extends GroupProps {
  isMentor: boolean;
  isCertified: boolean;
  isOpenToWork: boolean;
  /** The badge of the paid offer the member holds (the profile header shows it). */
  planBadge?: string | null;
  /** The small badges of a card; the profile header's otherwise. */
  isCompact?: boolean;
}

/** The offer's badge, mentor, certified, open to work: the badges a member's card and profile header show (nothing if none). */
export function MemberBadges({
  isMentor,
  isCertified,
  isOpenToWork,
  planBadge = null,
  isCompact = false,
  ...props
}: MemberBadgesProps) {
  const { t } = useTranslation();
  const badges = [
    { isShown: isMentor, labelKey: 'profiles.badges.mentor', color: 'ochre', Icon: IconRosette },
    { isShown: isCertified, labelKey: 'profiles.badges.certified', color: 'indigo', Icon: IconCertificate },
    { isShown: isOpenToWork, labelKey: 'profiles.badges.openToWork', color: 'sankofa', Icon: IconSparkles },
  ].filter((badge) => badge.isShown);
  if (badges.length === 0 && !planBadge) return null;
  return (
    <Group {...props}>
      {planBadge && (
        <Badge
          size={isCompact ? 'sm' : undefined}
          variant="filled"
          color="ochre"
          leftSection={<IconCrown size={isCompact ? 11 : 12} stroke={2} aria-hidden />}
        >
          {planBadge}
        </Badge>
      )}
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

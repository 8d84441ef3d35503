import { Anchor, Group, Text } from '@mantine/core';
import { IconRosette } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useSiteLinks } from '../../../lib/site-links';

/**
 * The profile forms' "Mentor" line (plan 002 decision 14): the badge follows the mentor record, so the
 * form no longer sets it; it leads to `/mentors/become` ('Devenir mentor', or the record's editor once
 * the member is a mentor). Nothing shows while the mentors area is not routed.
 */
export function MentorLink({ isMentor }: { isMentor: boolean }) {
  const { t } = useTranslation();
  const mentorsPath = useSiteLinks().areaPath('mentors');
  if (!mentorsPath) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconRosette size={18} stroke={1.8} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        {isMentor ? t('profiles.mentorLink.isMentor') : t('profiles.mentorLink.hint')}{' '}
        <Anchor component={Link} to={`${mentorsPath}/become`} size="sm" underline="always">
          {isMentor ? t('profiles.mentorLink.manage') : t('profiles.mentorLink.become')}
        </Anchor>
      </Text>
    </Group>
  );
}

import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCertificate, IconMapPin, IconRosette, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileCard } from '../../../../common/contracts/profiles';
import { truncate } from '../../../lib/text';
import { ProfileAvatar } from '../../profiles/components/ProfileAvatar';
import { profilePaths } from '../../profiles/paths';
import { placeOf } from '../../profiles/utils/location';
import classes from './MemberCard.module.css';

/** Card lengths of 000 §9: names cut at 25 characters, titles at 45. */
const nameMax = 25;
const titleMax = 45;

interface MemberCardProps {
  member: ProfileCard;
  isOpenToWork?: boolean;
  /** The connect button, or what the list puts under the member. */
  action?: ReactNode;
  /** Extra line (mutual connections of a suggestion). */
  footer?: ReactNode;
}

/** A member of the network grid: picture or initials, name, title, place, badges, the action. */
export function MemberCard({ member, isOpenToWork, action, footer }: MemberCardProps) {
  const { t } = useTranslation();
  const name = truncate(member.fullName, nameMax);
  const place = placeOf(member.location);

  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ProfileAvatar src={member.avatarUrl} name={member.fullName} size={56} />
          <Stack gap={2} miw={0}>
            <Link
              to={profilePaths.member(member.id)}
              className={classes.name}
              title={name === member.fullName ? undefined : member.fullName}
            >
              {name}
            </Link>
            {member.title && (
              <Text size="sm" c="dimmed" lh={1.35} title={member.title}>
                {truncate(member.title, titleMax)}
              </Text>
            )}
            {place && (
              <Text size="xs" c="dimmed" className={classes.place}>
                <IconMapPin size={12} stroke={1.8} aria-hidden />
                {place}
              </Text>
            )}
          </Stack>
        </Group>
        {(member.isMentor || member.isCertified || isOpenToWork) && (
          <Group gap={6}>
            {member.isMentor && (
              <Badge
                size="sm"
                variant="light"
                color="ochre"
                leftSection={<IconRosette size={11} aria-hidden />}
              >
                {t('profiles.badges.mentor')}
              </Badge>
            )}
            {member.isCertified && (
              <Badge
                size="sm"
                variant="light"
                color="indigo"
                leftSection={<IconCertificate size={11} aria-hidden />}
              >
                {t('profiles.badges.certified')}
              </Badge>
            )}
            {isOpenToWork && (
              <Badge
                size="sm"
                variant="light"
                color="sankofa"
                leftSection={<IconSparkles size={11} aria-hidden />}
              >
                {t('profiles.badges.openToWork')}
              </Badge>
            )}
          </Group>
        )}
        {footer}
        {action && <div className={classes.action}>{action}</div>}
      </Stack>
    </Card>
  );
}

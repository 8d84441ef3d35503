import { Avatar, Badge, Container, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconRosette } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProfileCard, ProfileLocation } from '../../../../common/contracts/profiles';
import primitives from '../../../components/primitives.module.css';
import { useTranslation } from '../../../lib/i18n';
import { avatarImageProps } from '../../../lib/responsive-image';
import { initialsOf, truncate } from '../../../lib/text';
import classes from './FeaturedMembers.module.css';

/** Card lengths of 000 §2.7 and §9: names cut at 25 characters, titles at 45. */
const nameMax = 25;
const titleMax = 45;

const placeOf = (location: ProfileLocation | null): string =>
  [location?.ville, location?.pays].filter((part) => part?.trim()).join(', ');

interface FeaturedMembersProps {
  members: ProfileCard[];
  /** A member's profile address, once profiles can be visited; the cards are not links until then. */
  profilePath?: (id: string) => string;
}

/** The landing's showcase of members the admins feature (000 §2.5). */
export function FeaturedMembers({ members, profilePath }: FeaturedMembersProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="featured-members-title">
      <Container size="lg">
        <Stack gap="sm" align="center" ta="center" maw={640} mx="auto" mb={40}>
          <Text className={primitives.kicker}>{t('landing.featured.kicker')}</Text>
          <Title order={2} id="featured-members-title">
            {t('landing.featured.title')}
          </Title>
        </Stack>
        <ul className={classes.grid}>
          {members.map((member) => {
            const name = truncate(member.fullName, nameMax);
            const place = placeOf(member.location);
            const to = profilePath?.(member.id);
            return (
              <li key={member.id} className={classes.card}>
                <Avatar
                  src={member.avatarUrl}
                  imageProps={avatarImageProps(member.avatarUrl, 72)}
                  alt=""
                  size={72}
                  radius="50%"
                  color="sankofa"
                  className={classes.avatar}
                >
                  {initialsOf(member.fullName)}
                </Avatar>
                <h3 className={classes.name} title={name === member.fullName ? undefined : member.fullName}>
                  {to ? (
                    <Link to={to} className={classes.link}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </h3>
                {member.title && (
                  <Text size="sm" c="dimmed" className={classes.title}>
                    {truncate(member.title, titleMax)}
                  </Text>
                )}
                {place && (
                  <Text size="sm" className={classes.place}>
                    <IconMapPin size={14} stroke={1.8} aria-hidden />
                    {place}
                  </Text>
                )}
                {member.isMentor && (
                  <Badge
                    variant="light"
                    color="ochre"
                    leftSection={<IconRosette size={12} stroke={2} aria-hidden />}
                    className={classes.badge}
                  >
                    {t('landing.featured.mentor')}
                  </Badge>
                )}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

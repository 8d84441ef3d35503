import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type MentorCard as MentorCardData, mentorPath } from '../../../../common/contracts/mentors';
import { CountryFlag } from '../../../components/CountryFlag';
import { CardHead, DirectoryCard } from '../../../components/directory/DirectoryCard';
import card from '../../../components/directory/DirectoryCard.module.css';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useTranslation } from '../../../lib/i18n';
import { AvailabilityDot } from './AvailabilityDot';
import { MentorDomains, MentorRating } from './MentorFacts';
import { TariffText } from './TariffText';

/**
 * A mentor of the directory (002 §2): picture with the availability dot, name and flag, title, bio,
 * domains, reviews, 'Voir le profil' and 'Demander un mentorat' (the request form of the mentor's page).
 */
export function MentorCard({ mentor }: { mentor: MentorCardData }) {
  const { t } = useTranslation();
  const { profile } = mentor;
  return (
    <DirectoryCard>
      <CardHead
        mark={
          <AvailabilityDot available={mentor.available}>
            <ProfileAvatar src={profile.avatarUrl} name={profile.fullName} size={56} />
          </AvailabilityDot>
        }
      >
        <Group gap={6} wrap="nowrap">
          <Text component={Link} to={mentorPath(mentor.id)} fw={700} lh={1.3} className={card.title} truncate>
            {profile.fullName}
          </Text>
          <CountryFlag code={profile.countryCode} />
        </Group>
        {profile.title && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {profile.title}
          </Text>
        )}
        <Text size="xs" c={mentor.available ? 'teal.9' : 'dimmed'} fw={600}>
          {t(mentor.available ? 'mentors.card.available' : 'mentors.card.unavailable')}
        </Text>
      </CardHead>
      <Text size="sm" lineClamp={3}>
        {mentor.bio}
      </Text>
      <MentorDomains domains={mentor.domains} />
      <Group gap="xs" justify="space-between">
        {mentor.reviewCount > 0 && mentor.rating !== null ? (
          <MentorRating
            rating={mentor.rating}
            size="xs"
            caption={t('mentors.card.reviews', { count: mentor.reviewCount })}
          />
        ) : (
          <Text size="xs" c="dimmed">
            {t('mentors.card.noReviews')}
          </Text>
        )}
        <TariffText tariff={mentor.tariff} size="sm" />
      </Group>
      <Group gap="xs" className={card.foot} wrap="wrap">
        <Button component={Link} to={mentorPath(mentor.id)} variant="default" size="xs" flex="1 1 auto">
          {t('mentors.card.view')}
        </Button>
        <Button component={Link} to={`${mentorPath(mentor.id)}#demande`} size="xs" flex="1 1 auto">
          {t('mentors.card.request')}
        </Button>
      </Group>
    </DirectoryCard>
  );
}

import { Anchor, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { MentorDetail } from '../../../../common/contracts/mentors';
import { CountryFlag } from '../../../components/CountryFlag';
import detail from '../../../components/DetailLayout.module.css';
import { ErrorState } from '../../../components/ErrorState';
import { Note } from '../../../components/Note';
import { NotFound } from '../../../components/NotFound';
import { PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { isMissing } from '../../../lib/api-client';
import { timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useNoindex, usePageTitle } from '../../../lib/page-title';
import { profilePaths } from '../../profiles';
import { useMentor } from '../api/mentors';
import { AvailabilityDot } from '../components/AvailabilityDot';
import { MentorDomains, MentorRating } from '../components/MentorFacts';
import { MentorRequestBox } from '../components/MentorRequestBox';
import { Stars } from '../components/Stars';
import { TariffText } from '../components/TariffText';
import classes from './MentorPage.module.css';

/** `/mentors/{id}` (002 §2): the mentor's record, the reviews, and the request form. */
export function MentorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const mentor = useMentor(id);
  usePageTitle(mentor.data?.profile.fullName ?? t('mentors.title'));

  if (mentor.isPending) {
    return <PageLoader label={t('mentors.loading')} />;
  }
  if (mentor.isError) {
    if (isMissing(mentor.error)) {
      return <NotFound titleKey="mentors.notFound" bodyKey="mentors.notFoundBody" />;
    }
    return <ErrorState onRetry={() => void mentor.refetch()} />;
  }
  return <MentorView mentor={mentor.data} />;
}

function MentorView({ mentor }: { mentor: MentorDetail }) {
  const { t, language } = useTranslation();
  const { profile } = mentor;
  const location = useLocation();
  useNoindex(mentor.noindex);
  // 'Demander un mentorat' on a card lands on the form.
  useEffect(() => {
    if (location.hash === '#demande') document.getElementById('demande')?.scrollIntoView();
  }, [location.hash]);

  return (
    <PageFrame
      size="lg"
      crumbs={[{ label: t('mentors.breadcrumb'), to: '/mentors' }, { label: profile.fullName }]}
    >
      <div className={detail.layout}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <AvailabilityDot available={mentor.available}>
                  <ProfileAvatar src={profile.avatarUrl} name={profile.fullName} size={88} />
                </AvailabilityDot>
                <Stack gap={4} miw={0}>
                  {/* The flag inside the title follows the last word when a long name wraps. */}
                  <Title order={1} fz="h2" lh={1.2}>
                    {profile.fullName}
                    {'\u00a0'}
                    <CountryFlag code={profile.countryCode} height={20} />
                  </Title>
                  {profile.title && <Text c="dimmed">{profile.title}</Text>}
                  <Group gap="xs">
                    <Text size="sm" fw={600} c={mentor.available ? 'teal.9' : 'dimmed'}>
                      {t(mentor.available ? 'mentors.card.available' : 'mentors.card.unavailable')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('mentors.detail.mentees', {
                        active: mentor.activeMentees,
                        capacity: mentor.capacity,
                      })}
                    </Text>
                  </Group>
                  {mentor.rating !== null && (
                    <MentorRating
                      rating={mentor.rating}
                      size="sm"
                      caption={`${t('mentors.detail.rating', { rating: mentor.rating.toLocaleString(language) })} · ${t('mentors.card.reviews', { count: mentor.reviewCount })}`}
                    />
                  )}
                  <Anchor component={Link} to={profilePaths.member(profile.id)} size="sm">
                    {t('mentors.detail.profile')}
                  </Anchor>
                </Stack>
              </Group>
              <Divider />
              <Section title={t('mentors.detail.about')}>
                <Text className={classes.bio}>{mentor.bio}</Text>
              </Section>
              <Section title={t('mentors.detail.domains')}>
                <MentorDomains domains={mentor.domains} />
              </Section>
              <Section title={t('mentors.detail.languages')}>
                <Text>{mentor.languages.join(', ')}</Text>
              </Section>
              {mentor.slots && (
                <Section title={t('mentors.detail.slots')}>
                  <Text className={classes.bio}>{mentor.slots}</Text>
                </Section>
              )}
              <Section title={t('mentors.detail.tariff')}>
                <TariffText tariff={mentor.tariff} />
              </Section>
            </Stack>
          </Card>

          <Stack gap="sm" component="section" aria-labelledby="mentor-reviews">
            <Title order={2} fz="h4" id="mentor-reviews">
              {t('mentors.reviews.title')}
            </Title>
            {mentor.reviews.length === 0 ? (
              <Note>{t('mentors.reviews.empty')}</Note>
            ) : (
              mentor.reviews.map((review) => (
                <Card key={review.id} withBorder radius="md" padding="md" component="article">
                  <Stack gap="xs">
                    <Group gap="sm" wrap="nowrap">
                      <ProfileAvatar
                        src={review.author?.avatarUrl ?? null}
                        name={review.author?.fullName ?? null}
                        size={36}
                      />
                      <Stack gap={0} miw={0}>
                        <Text fw={600} size="sm">
                          {review.author?.fullName ?? t('mentors.reviews.formerMember')}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {timeAgo(review.createdAt, language)}
                        </Text>
                      </Stack>
                    </Group>
                    <Stars
                      value={review.rating}
                      size="sm"
                      label={t('mentors.reviews.stars', { rating: review.rating })}
                    />
                    <Text size="sm" className={classes.bio}>
                      {review.text}
                    </Text>
                  </Stack>
                </Card>
              ))
            )}
          </Stack>
        </Stack>

        <div className={classes.aside}>
          <MentorRequestBox mentor={mentor} />
        </div>
      </div>
    </PageFrame>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fw={700} size="sm" tt="uppercase" c="dimmed" lts={0.4}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

import { Anchor, Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBriefcase, IconInfoCircle, IconMapPin, IconRosette } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProfileCard } from '../../../../common/contracts/profiles';
import { HeadedPage } from '../../../components/HeadedPage';
import { Modal } from '../../../components/Modal';
import { Note } from '../../../components/Note';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { QueryFailure } from '../../../components/QueryFailure';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { truncate } from '../../../lib/text';
import { useFeaturedProfiles } from '../api/get-featured-profiles';
import { useSuggestedProfiles } from '../api/get-suggested-profiles';
import { Loading } from '../components/Loading';
import { MetaText } from '../components/MetaText';
import { profilePaths } from '../paths';
import { isListable } from '../utils/cards';
import { placeOf } from '../utils/location';
import classes from './SuggestionsDemoPage.module.css';

/** 000 §2.7: names cut at 25 characters, titles at 45. */
const nameMax = 25;
const titleMax = 45;

/** One member's details, opened from a card; Escape closes it (Mantine's modal). */
function DetailModal({ card, onClose }: { card: ProfileCard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const place = placeOf(card?.location);
  return (
    <Modal
      opened={card !== null}
      onClose={onClose}
      title={t('profiles.demo.detailTitle')}
      centered
      radius="lg"
    >
      {card && (
        <Stack gap="sm" align="center" ta="center">
          <ProfileAvatar src={card.avatarUrl} name={card.fullName} size={96} />
          <Title order={2} fz="h3" className={classes.wrap}>
            {card.fullName}
          </Title>
          {card.title && <Text className={classes.wrap}>{card.title}</Text>}
          {card.company && (
            <MetaText icon={IconBriefcase} iconSize={14} className={classes.meta}>
              {card.company}
            </MetaText>
          )}
          {place && (
            <MetaText icon={IconMapPin} iconSize={14} className={classes.meta}>
              {place}
            </MetaText>
          )}
          <Group gap="xs" justify="center">
            {card.isMentor && (
              <Badge
                variant="light"
                color="ochre"
                leftSection={<IconRosette size={12} stroke={2} aria-hidden />}
              >
                {t('profiles.badges.mentor')}
              </Badge>
            )}
            {card.isCertified && (
              <Badge variant="light" color="indigo">
                {t('profiles.badges.certified')}
              </Badge>
            )}
          </Group>
          <Anchor component={Link} to={profilePaths.member(card.id)} fw={600}>
            {t('profiles.demo.viewProfile')}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * `/profile-suggestions-test` (000 §2.7): the suggestion cards on real members (the signed-in member's
 * suggestions, or the featured members for a visitor), only those with a name and a location. Hover or
 * focus shows an info badge; a card opens its details.
 */
export function SuggestionsDemoPage() {
  const { t } = useTranslation();
  usePageTitle(t('profiles.demo.title'));
  const session = useSession();
  const isMember = Boolean(session.data?.user);
  const suggestions = useSuggestedProfiles({ enabled: isMember });
  const featured = useFeaturedProfiles();
  const query = isMember ? suggestions : featured;
  const [opened, setOpened] = useState<ProfileCard | null>(null);
  const cards = (query.data?.items ?? []).filter(isListable);

  return (
    <HeadedPage
      size="lg"
      title={t('profiles.demo.title')}
      intro={t(isMember ? 'profiles.demo.introMember' : 'profiles.demo.introVisitor')}
    >
      {session.isPending || query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryFailure message={t('profiles.similar.error')} onRetry={() => void query.refetch()} />
      ) : cards.length === 0 ? (
        <Text c="dimmed">{t('profiles.demo.empty')}</Text>
      ) : (
        <ul className={classes.grid}>
          {cards.map((card) => {
            const name = truncate(card.fullName, nameMax);
            return (
              <li key={card.id}>
                <Card withBorder padding={0} className={classes.card}>
                  <UnstyledButton
                    className={classes.button}
                    onClick={() => setOpened(card)}
                    aria-haspopup="dialog"
                    aria-label={t('profiles.demo.openDetails', { name: card.fullName })}
                  >
                    <Badge
                      className={classes.info}
                      size="sm"
                      variant="filled"
                      color="indigo"
                      leftSection={<IconInfoCircle size={12} stroke={2} aria-hidden />}
                      aria-hidden
                    >
                      {t('profiles.demo.info')}
                    </Badge>
                    <ProfileAvatar src={card.avatarUrl} name={card.fullName} size={72} />
                    <Text fw={700} mt="sm" title={name === card.fullName ? undefined : card.fullName}>
                      {name}
                    </Text>
                    {card.title && <Note>{truncate(card.title, titleMax)}</Note>}
                    <Text size="sm" className={classes.meta}>
                      <IconMapPin size={14} stroke={1.8} aria-hidden />
                      {placeOf(card.location)}
                    </Text>
                  </UnstyledButton>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <DetailModal card={opened} onClose={() => setOpened(null)} />
    </HeadedPage>
  );
}

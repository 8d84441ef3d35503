import { Card, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProfileCardsResponse } from '../../../../common/contracts/profiles';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { useSimilarProfiles } from '../api/get-similar-profiles';
import { useSuggestedProfiles } from '../api/get-suggested-profiles';
import { isListable } from '../utils/cards';
import { Loading } from './Loading';
import { ProfileCardList } from './ProfileCardList';

interface CardsPanelProps {
  id: string;
  title: string;
  query: UseQueryResult<ProfileCardsResponse>;
}

/** A side card of members, with the texts of 000 §8 "Suggestions" for its failure and its emptiness. */
function CardsPanel({ id, title, query }: CardsPanelProps) {
  const { t } = useTranslation();
  const cards = (query.data?.items ?? []).filter(isListable);
  return (
    <Card withBorder component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} fz="h4" id={`${id}-title`} mb="md">
        {title}
      </Title>
      {query.isPending ? (
        <Loading py="md" />
      ) : query.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('profiles.similar.error')}
        </Text>
      ) : cards.length === 0 ? (
        <Note>{t('profiles.similar.empty')}</Note>
      ) : (
        <ProfileCardList cards={cards} />
      )}
    </Card>
  );
}

/** Suggested profiles on one's own profile (`GET /api/v1/profiles/suggestions`). */
export function SuggestedProfiles() {
  const { t } = useTranslation();
  return (
    <CardsPanel
      id="suggested-profiles"
      title={t('profiles.similar.suggestedTitle')}
      query={useSuggestedProfiles()}
    />
  );
}

/** Members similar to the one whose profile this is (findSimilarProfiles, limit 5). */
export function SimilarProfiles({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  return (
    <CardsPanel
      id="similar-profiles"
      title={t('profiles.similar.title')}
      query={useSimilarProfiles(profileId)}
    />
  );
}

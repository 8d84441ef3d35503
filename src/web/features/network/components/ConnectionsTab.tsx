import { Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { limits } from '../../../../common/limits';
import { CardGridSkeleton } from '../../../components/CardGridSkeleton';
import { InlineError } from '../../../components/InlineError';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useTranslation } from '../../../lib/i18n';
import { ConnectionButton, useConnections } from '../../connections';
import { useNetworkSuggestions } from '../api/get-suggestions';
import { MemberCard, memberGridClassName } from './MemberCard';

const noConnection = { state: 'none', connectionId: null } as const;

/** Mes connexions (000 §2.6): accepted connections, newest first, then people one may know. */
export function ConnectionsTab() {
  const { t } = useTranslation();
  const connections = useConnections();
  const items = connections.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="xl">
      <MemberSection
        id="my-connections"
        title={t('network.myConnections')}
        isPending={connections.isPending}
        skeletonHeight={160}
      >
        {connections.isError ? (
          <InlineError messageKey="notifications.panelError" onRetry={() => void connections.refetch()} />
        ) : items.length === 0 ? (
          <Text c="dimmed">{t('connections.empty')}</Text>
        ) : (
          <Stack gap="md">
            <ul className={memberGridClassName}>
              {items.map((item) => (
                <li key={item.id}>
                  <MemberCard
                    member={item.member}
                    action={
                      <ConnectionButton
                        profileId={item.member.id}
                        name={item.member.fullName}
                        initialStatus={{ state: 'connected', connectionId: item.id }}
                        fullWidth
                      />
                    }
                  />
                </li>
              ))}
            </ul>
            {connections.hasNextPage && (
              <Group justify="center">
                <Button
                  variant="default"
                  onClick={() => void connections.fetchNextPage()}
                  loading={connections.isFetchingNextPage}
                >
                  {t('network.loadMore')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </MemberSection>
      <Suggestions />
    </Stack>
  );
}

/** "Personnes que vous pourriez connaître": at most 8, two mutual avatars and the mutual count (000 §9). */
function Suggestions() {
  const { t } = useTranslation();
  const suggestions = useNetworkSuggestions();
  // Most data failures are only logged (000 §8): the block simply does not show.
  if (suggestions.isError || (suggestions.data && suggestions.data.items.length === 0)) return null;

  return (
    <MemberSection
      id="suggestions"
      title={t('network.suggestions')}
      isPending={suggestions.isPending}
      skeletonHeight={190}
    >
      {suggestions.data && (
        <ul className={memberGridClassName}>
          {suggestions.data.items.slice(0, limits.network.suggestionsMax).map((suggestion) => (
            <li key={suggestion.member.id}>
              <MemberCard
                member={suggestion.member}
                footer={
                  suggestion.mutualCount > 0 && (
                    <Group gap="xs" wrap="nowrap">
                      <Avatar.Group spacing="xs">
                        {suggestion.mutuals.slice(0, limits.network.mutualAvatars).map((mutual) => (
                          <LazyTooltip key={mutual.id} label={mutual.fullName} withArrow>
                            <ProfileAvatar src={mutual.avatarUrl} name={mutual.fullName} size={24} />
                          </LazyTooltip>
                        ))}
                      </Avatar.Group>
                      <Text size="xs" c="dimmed">
                        {t('network.mutualCount', { count: suggestion.mutualCount })}
                      </Text>
                    </Group>
                  )
                }
                action={
                  <ConnectionButton
                    profileId={suggestion.member.id}
                    name={suggestion.member.fullName}
                    // A suggestion has no connection row of any state (network.repository suggestable).
                    initialStatus={noConnection}
                    fullWidth
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}

/** A section of the tab: its title (the section's name) and its member cards, a skeleton of them until they load. */
function MemberSection({
  id,
  title,
  isPending,
  skeletonHeight,
  children,
}: {
  id: string;
  title: string;
  isPending: boolean;
  skeletonHeight: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {isPending ? (
        <CardGridSkeleton gridClassName={memberGridClassName} count={4} height={skeletonHeight} />
      ) : (
        children
      )}
    </section>
  );
}

import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { limits } from '../../../../common/limits';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { SidebarBlock } from '../../../components/SidebarBlock';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useFeedSuggestions } from '../api/get-suggestions';

/**
 * The feed's member suggestions (002 §2 Feed 'Événements et suggestions', §9: at most 4): the first of
 * the network page's "Personnes que vous pourriez connaître", each linking to the profile, and the way to
 * the network page. Members only; nothing when there is no one to suggest or the list fails (000 §8).
 */
export default function FeedSuggestions() {
  const { t } = useTranslation();
  const isMember = Boolean(useSession().data?.user);
  const suggestions = useFeedSuggestions({ enabled: isMember });
  if (!isMember || suggestions.isError || suggestions.data?.items.length === 0) return null;

  return (
    <SidebarBlock
      icon={<IconUsersPlus size={18} stroke={1.8} aria-hidden />}
      title={t('feed.suggestionsBlock.title')}
    >
      {suggestions.isPending ? (
        <Stack gap="xs" mt="sm">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={40} />
          ))}
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" mt="sm" p={0} style={{ listStyle: 'none' }}>
          {suggestions.data.items.slice(0, limits.network.feedSuggestions).map(({ member, mutualCount }) => (
            <Group component="li" key={member.id} gap="sm" wrap="nowrap" align="center">
              <ProfileAvatar src={member.avatarUrl} name={member.fullName} size={40} />
              <Stack gap={0} miw={0}>
                <Anchor
                  component={Link}
                  to={`/profile/${member.id}`}
                  size="sm"
                  fw={600}
                  c="inherit"
                  lineClamp={1}
                >
                  {member.fullName}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {mutualCount > 0
                    ? t('feed.suggestionsBlock.mutual', { count: mutualCount })
                    : (member.title ?? t('feed.suggestionsBlock.member'))}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to="/network" size="sm" fw={600} mt="sm" display="inline-block">
        {t('feed.suggestionsBlock.all')}
      </Anchor>
    </SidebarBlock>
  );
}

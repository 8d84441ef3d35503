import { Button, Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useTranslation } from '../../../lib/i18n';
import { useAuthDialog } from '../../auth';
import { profilePaths } from '../../profiles';
import { useFeedSummary } from '../api/get-summary';
import { feedRoutePaths } from '../paths';
import { useMemberAction } from '../utils/use-member-action';
import classes from './Sidebar.module.css';

interface ProfileShortcutProps {
  /** The connections page, when the network area is routed. */
  connectionsPath?: string;
}

/**
 * The left sidebar's top card (002 §2 Feed, §7): for a member, their picture, name and title with the
 * number of connections and of posts; for a visitor, the invitation to sign in.
 */
export function ProfileShortcut({ connectionsPath }: ProfileShortcutProps) {
  const { isMember } = useMemberAction();
  return isMember ? <MemberCard connectionsPath={connectionsPath} /> : <VisitorPrompt />;
}

function MemberCard({ connectionsPath }: ProfileShortcutProps) {
  const { t } = useTranslation();
  const summary = useFeedSummary(true);

  if (summary.isPending)
    return (
      <Paper withBorder radius="lg" p="md" className={classes.card}>
        <Group gap="sm">
          <Skeleton circle height={56} />
          <Stack gap={6} flex={1}>
            <Skeleton height={12} width="70%" />
            <Skeleton height={10} width="50%" />
          </Stack>
        </Group>
      </Paper>
    );
  if (summary.isError) return null;

  const { author, connectionCount, postCount } = summary.data;
  return (
    <Paper withBorder radius="lg" className={classes.card}>
      <div className={classes.cover} aria-hidden />
      <Stack gap={4} align="center" px="md" pb="md" className={classes.profileBody}>
        <ProfileAvatar
          src={author.avatarUrl}
          name={author.fullName}
          size={72}
          className={classes.profileAvatar}
        />
        <Link to={profilePaths.own} className={classes.profileName}>
          {author.fullName}
        </Link>
        {author.title && (
          <Text size="xs" c="dimmed" ta="center" lineClamp={2}>
            {author.title}
          </Text>
        )}
      </Stack>
      <Divider />
      <dl className={classes.counters}>
        <div className={classes.counter}>
          <dt>{t('feed.sidebar.connections')}</dt>
          <dd>
            {connectionsPath ? (
              <Link
                to={connectionsPath}
                aria-label={t('feed.sidebar.connectionsLink', { count: connectionCount })}
              >
                {connectionCount}
              </Link>
            ) : (
              connectionCount
            )}
          </dd>
        </div>
        <div className={classes.counter}>
          <dt>{t('feed.sidebar.posts')}</dt>
          <dd>
            <Link
              to={feedRoutePaths.member(author.id)}
              aria-label={t('feed.sidebar.postsLink', { count: postCount })}
            >
              {postCount}
            </Link>
          </dd>
        </div>
      </dl>
      <Divider />
      <Link to={profilePaths.own} className={classes.cardFooterLink}>
        {t('feed.sidebar.viewProfile')}
      </Link>
    </Paper>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  const location = useLocation();
  const redirect = `${location.pathname}${location.search}`;
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card}>
      <Text fw={700} mb={4}>
        {t('feed.visitor.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('feed.visitor.body')}
      </Text>
      <Stack gap="xs">
        <Button
          leftSection={<IconLogin2 size={16} stroke={1.8} aria-hidden />}
          onClick={() => authDialog.open('login', { redirect })}
        >
          {t('feed.visitor.login')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconUserPlus size={16} stroke={1.8} aria-hidden />}
          onClick={() => authDialog.open('signup', { redirect })}
        >
          {t('feed.visitor.signup')}
        </Button>
      </Stack>
    </Paper>
  );
}

import { Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMessages, IconUsers } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import type { GroupDetail } from '../../../../common/contracts/groups';
import { PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { isUuid } from '../../../lib/uuid';
import { useGroup } from '../api/groups';
import { GroupAbout } from '../components/GroupAbout';
import { GroupFeed } from '../components/GroupFeed';
import { GroupHeaderActions } from '../components/GroupHeaderActions';
import { GroupLogo } from '../components/GroupLogo';
import { GroupMembers } from '../components/GroupMembers';
import { GroupUnavailable } from '../components/GroupStates';
import { GroupRoleBadge, GroupTypeBadge } from '../components/GroupTypeBadge';
import classes from './GroupPage.module.css';

type GroupTab = 'posts' | 'about' | 'members';

/**
 * `/groups/{id}` (002 §2): header with the viewer's buttons, then Publications (`?post={id}`: one of
 * them), Membres and À propos.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
  usePageTitle(group.data?.name ?? t('groups.title'));

  if (group.isPending) {
    return <PageLoader label={t('groups.loading')} />;
  }
  if (group.isError) return <GroupUnavailable error={group.error} onRetry={() => void group.refetch()} />;
  return <GroupView group={group.data} />;
}

function GroupView({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const session = useSession();
  const viewerId = session.data?.user?.id ?? null;
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: GroupTab = asked === 'members' || asked === 'about' ? asked : 'posts';
  const postParam = params.get('post');
  const postId = postParam && isUuid(postParam) ? postParam : undefined;
  const handleTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('post');
    if (value === 'members' || value === 'about') next.set('tab', value);
    else next.delete('tab');
    setParams(next, { replace: true });
  };

  return (
    <PageFrame size="lg" crumbs={[{ label: t('groups.title'), to: '/groups' }, { label: group.name }]}>
      <Paper withBorder radius="md" className={classes.header}>
        <div
          className={classes.cover}
          style={group.coverImageUrl ? { backgroundImage: `url(${group.coverImageUrl})` } : undefined}
        />
        <Stack gap="md" p={{ base: 'md', sm: 'lg' }} pt={0}>
          <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
            <Group gap="md" align="flex-end" wrap="nowrap" miw={0}>
              <GroupLogo name={group.name} src={group.logoUrl} size={88} className={classes.logo} />
              <Stack gap={6} miw={0} pb={4}>
                <Title order={1} fz={{ base: 'h3', sm: 'h2' }} className={classes.name}>
                  {group.name}
                </Title>
                <Group gap={8}>
                  <GroupTypeBadge type={group.type} />
                  {group.viewer.role && <GroupRoleBadge role={group.viewer.role} />}
                  <Group gap={4} wrap="nowrap">
                    <IconUsers size={16} aria-hidden />
                    <Text size="sm">{t('groups.memberCount', { count: group.memberCount })}</Text>
                  </Group>
                  {group.categoryName && <Badge variant="default">{group.categoryName}</Badge>}
                </Group>
              </Stack>
            </Group>
            <GroupHeaderActions group={group} isSignedIn={viewerId !== null} />
          </Group>
        </Stack>
      </Paper>

      <Tabs value={tab} onChange={handleTab} keepMounted={false}>
        <Tabs.List mb="lg" className={classes.tabs}>
          <Tabs.Tab value="posts" leftSection={<IconMessages size={16} stroke={1.8} aria-hidden />}>
            {t('groups.page.tabs.posts')}
          </Tabs.Tab>
          <Tabs.Tab value="members" leftSection={<IconUsers size={16} stroke={1.8} aria-hidden />}>
            {t('groups.page.tabs.members')}
          </Tabs.Tab>
          <Tabs.Tab value="about" leftSection={<IconInfoCircle size={16} stroke={1.8} aria-hidden />}>
            {t('groups.page.tabs.about')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="posts">
          <GroupFeed group={group} postId={postId} />
        </Tabs.Panel>
        <Tabs.Panel value="about">
          <GroupAbout group={group} viewerId={viewerId} />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <GroupMembers group={group} viewerId={viewerId} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}

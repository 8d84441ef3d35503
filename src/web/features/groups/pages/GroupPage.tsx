import { Anchor, Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMessages, IconSettings, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { GroupDetail } from '../../../../common/contracts/groups';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Note } from '../../../components/Note';
import { PageFrame } from '../../../components/PageFrame';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { StateScreen } from '../../../components/StateScreen';
import { errorMessageKey } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { isUuid } from '../../../lib/uuid';
import { ReportAction } from '../../privacy';
import { profilePaths } from '../../profiles';
import { useGroup, useMembershipActions } from '../api/groups';
import { GroupFeed } from '../components/GroupFeed';
import { GroupImages } from '../components/GroupImages';
import { GroupLogo } from '../components/GroupLogo';
import { GroupMembers } from '../components/GroupMembers';
import { GroupLoading, isGroupMissing } from '../components/GroupStates';
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
    return <GroupLoading />;
  }
  if (group.isError) {
    const notFound = isGroupMissing(group.error);
    return (
      <StateScreen
        title={notFound ? t('groups.page.notFound') : t('groups.page.loadError')}
        body={notFound ? t('groups.page.notFoundBody') : t(errorMessageKey(group.error))}
        action={
          <Group justify="center">
            {!notFound && (
              <Button variant="default" onClick={() => void group.refetch()}>
                {t('common.retry')}
              </Button>
            )}
            <Button component={Link} to="/groups">
              {t('groups.page.back')}
            </Button>
          </Group>
        }
      />
    );
  }
  return <GroupView group={group.data} />;
}

function GroupView({ group }: { group: GroupDetail }) {
  const { t, language } = useTranslation();
  const session = useSession();
  const viewerId = session.data?.user?.id ?? null;
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: GroupTab = asked === 'members' || asked === 'about' ? asked : 'posts';
  const postParam = params.get('post');
  const postId = postParam && isUuid(postParam) ? postParam : undefined;
  const isManager = group.viewer.role === 'creator' || group.viewer.role === 'admin';
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
            <HeaderActions group={group} isSignedIn={viewerId !== null} />
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
          <Paper withBorder radius="md" p="lg">
            <Stack gap="lg">
              <section>
                <Title order={2} size="h4" mb="xs">
                  {t('groups.page.description')}
                </Title>
                <Text className={classes.text}>{group.description}</Text>
              </section>
              <section>
                <Title order={2} size="h4" mb="xs">
                  {t('groups.page.rules')}
                </Title>
                <Text className={classes.text} c={group.rules ? undefined : 'dimmed'}>
                  {group.rules ?? t('groups.page.noRules')}
                </Text>
              </section>
              {group.tags.length > 0 && (
                <section>
                  <Title order={2} size="h4" mb="xs">
                    {t('groups.page.tags')}
                  </Title>
                  <Group gap={6}>
                    {group.tags.map((tag) => (
                      <Badge key={tag} variant="light" color="sankofa" c="sankofa.9" tt="none">
                        #{tag}
                      </Badge>
                    ))}
                  </Group>
                </section>
              )}
              <Group gap="xl" wrap="wrap">
                {group.createdBy && (
                  <Stack gap={4}>
                    <Note>{t('groups.page.createdBy')}</Note>
                    <Group gap="xs" wrap="nowrap">
                      <ProfileAvatar
                        src={group.createdBy.avatarUrl}
                        name={group.createdBy.fullName}
                        size={28}
                      />
                      <Anchor
                        component={Link}
                        to={profilePaths.member(group.createdBy.id)}
                        size="sm"
                        fw={600}
                      >
                        {group.createdBy.fullName}
                      </Anchor>
                    </Group>
                  </Stack>
                )}
                <Note>{t('groups.page.createdAt', { date: formatLongDate(group.createdAt, language) })}</Note>
              </Group>
              {isManager && <GroupImages group={group} />}
              {viewerId !== null && group.viewer.role !== 'creator' && (
                <Group justify="flex-end">
                  <ReportAction targetType="group" targetId={group.id} />
                </Group>
              )}
            </Stack>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <GroupMembers group={group} viewerId={viewerId} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}

/** Rejoindre / Demander à rejoindre / Demande envoyée, Quitter, Supprimer, or 'Se connecter pour rejoindre'. */
function HeaderActions({ group, isSignedIn }: { group: GroupDetail; isSignedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useMembershipActions(group.id);
  const [confirm, setConfirm] = useState<'leave' | 'delete' | null>(null);
  const role = group.viewer.role;

  if (!isSignedIn) {
    return (
      <Button component={Link} to={`/login?${new URLSearchParams({ redirect: `/groups/${group.id}` })}`}>
        {t('groups.page.loginToJoin')}
      </Button>
    );
  }

  const join = () =>
    actions.join.mutate(undefined, {
      onSuccess: (result) =>
        notify({
          color: 'teal',
          message: t(result.status === 'member' ? 'groups.page.joined' : 'groups.page.requested'),
        }),
      onError: (error) =>
        notify({
          color: 'red',
          message: t('groups.page.joinFailed', { message: t(errorMessageKey(error)) }),
        }),
    });

  return (
    <Group gap="xs">
      {role === null &&
        (group.viewer.requestId ? (
          <>
            <Badge size="lg" variant="light" color="ochre" c="ochre.9">
              {t('groups.page.requestSent')}
            </Badge>
            <Button
              variant="default"
              loading={actions.cancel.isPending}
              onClick={() =>
                actions.cancel.mutate(undefined, {
                  onSuccess: () => notify({ color: 'teal', message: t('groups.page.requestCancelled') }),
                  onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
                })
              }
            >
              {t('groups.page.cancelRequest')}
            </Button>
          </>
        ) : (
          <Button onClick={join} loading={actions.join.isPending}>
            {group.type === 'private' ? t('groups.page.requestJoin') : t('groups.page.join')}
          </Button>
        ))}
      {(role === 'creator' || role === 'admin' || role === 'moderator') && (
        <Button
          component={Link}
          to={`/groups/${group.id}/settings`}
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t('groups.manage')}
        </Button>
      )}
      {role !== null && role !== 'creator' && (
        <Button variant="default" color="red" onClick={() => setConfirm('leave')}>
          {t('groups.page.leave')}
        </Button>
      )}
      {role === 'creator' && (
        <Button variant="subtle" color="red" onClick={() => setConfirm('delete')}>
          {t('groups.page.delete')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirm === 'leave'}
        title={t('groups.page.leaveConfirmTitle')}
        message={t('groups.page.leaveConfirmBody', { name: group.name })}
        confirmLabel={t('groups.page.leave')}
        isPending={actions.leave.isPending}
        error={
          actions.leave.error
            ? `${t('groups.page.errorTitle')} : ${t('groups.page.leaveFailed', { message: t(errorMessageKey(actions.leave.error)) })}`
            : null
        }
        onConfirm={() =>
          actions.leave.mutate(undefined, {
            onSuccess: () => {
              setConfirm(null);
              notify({ color: 'teal', message: t('groups.page.left') });
            },
          })
        }
        onClose={() => {
          setConfirm(null);
          actions.leave.reset();
        }}
      />
      <ConfirmDialog
        opened={confirm === 'delete'}
        title={t('groups.page.deleteConfirmTitle')}
        message={t('groups.page.deleteConfirmBody', { name: group.name })}
        confirmLabel={t('groups.page.delete')}
        isPending={actions.remove.isPending}
        error={
          actions.remove.error
            ? `${t('groups.page.deleteFailed')} : ${t(errorMessageKey(actions.remove.error))}`
            : null
        }
        onConfirm={() =>
          actions.remove.mutate(undefined, {
            onSuccess: () => {
              notify({ color: 'teal', message: t('groups.page.deleted') });
              navigate('/groups', { replace: true });
            },
          })
        }
        onClose={() => {
          setConfirm(null);
          actions.remove.reset();
        }}
      />
    </Group>
  );
}

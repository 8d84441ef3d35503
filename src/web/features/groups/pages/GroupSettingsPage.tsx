import { Button, List, Paper, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconLock, IconSettings, IconUsers } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  GroupBody,
  type GroupDetail,
  GroupPostPermission,
  groupLimits,
} from '../../../../common/contracts/groups';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { KeptDraftNotices } from '../../../components/KeptDraftNotices';
import { PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { StateScreen } from '../../../components/StateScreen';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useContractForm } from '../../../lib/use-contract-form';
import { useGroup, useUpdateGroup } from '../api/groups';
import { GroupBasicFields, type GroupFormValues, GroupTypeField } from '../components/GroupFields';
import { GroupMembers } from '../components/GroupMembers';
import { GroupUnavailable } from '../components/GroupStates';

/** `/groups/{id}/settings` (002 §2): Informations générales (creator, admins) and Gestion des membres. */
export function GroupSettingsPage() {
  const { t } = useTranslation();
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
  usePageTitle(t('groups.settings.title'));

  if (group.isPending) {
    return <PageLoader label={t('groups.loading')} />;
  }
  if (group.isError) return <GroupUnavailable error={group.error} onRetry={() => void group.refetch()} />;
  const role = group.data.viewer.role;
  if (role !== 'creator' && role !== 'admin' && role !== 'moderator') {
    return (
      <Message
        title={t('groups.settings.denied')}
        body={t('groups.settings.deniedBody')}
        to={`/groups/${groupId}`}
        label={t('groups.settings.backToGroup')}
      />
    );
  }
  return <Settings group={group.data} />;
}

function Message({ title, body, to, label }: { title: string; body: string; to: string; label: string }) {
  return (
    <StateScreen
      icon={<IconLock size={36} aria-hidden />}
      title={title}
      body={body}
      action={
        <Button component={Link} to={to}>
          {label}
        </Button>
      }
    />
  );
}

function Settings({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const isManager = group.viewer.role === 'creator' || group.viewer.role === 'admin';
  // A moderator lands on the members (plan decision 6); the general tab answers them 'Accès refusé'.
  const requested = params.get('tab');
  const tab =
    requested === 'members' || requested === 'general' ? requested : isManager ? 'general' : 'members';
  const handleTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    next.set('tab', value === 'members' ? 'members' : 'general');
    setParams(next, { replace: true });
  };
  return (
    <PageFrame
      crumbs={[
        { label: t('groups.title'), to: '/groups' },
        { label: group.name, to: `/groups/${group.id}` },
        { label: t('groups.settings.title') },
      ]}
    >
      <Title order={1}>{t('groups.settings.title')}</Title>
      <Tabs value={tab} onChange={handleTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="general" leftSection={<IconSettings size={16} stroke={1.8} aria-hidden />}>
            {t('groups.settings.tabs.general')}
          </Tabs.Tab>
          <Tabs.Tab value="members" leftSection={<IconUsers size={16} stroke={1.8} aria-hidden />}>
            {t('groups.settings.tabs.members')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          {isManager ? (
            <GeneralForm group={group} />
          ) : (
            <Paper withBorder radius="md" p="xl">
              <Stack align="center" gap="xs" ta="center">
                <Title order={2} size="h4">
                  {t('groups.settings.denied')}
                </Title>
                <Text c="dimmed">{t('groups.settings.deniedBody')}</Text>
              </Stack>
            </Paper>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <Stack gap="xl">
            <GroupMembers group={group} viewerId={session.data?.user?.id ?? null} />
            <RolesGuide />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}

interface Values extends GroupFormValues {
  tags: string;
  postPermission: GroupPostPermission;
}

/** Name (required, 100), description (500), type, category, rules and comma-separated tags (002 §5). */
function GeneralForm({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const mutation = useUpdateGroup(group.id);
  const { form, handleSubmit, inputProps, errorOf, failure, isPending, draft } = useContractForm(
    GroupBody,
    (values: Values) => ({ ...values, tags: values.tags.split(',') }),
    mutation,
    {
      initialValues: {
        name: group.name,
        description: group.description,
        type: group.type,
        categoryId: group.categoryId,
        rules: group.rules ?? '',
        tags: group.tags.join(', '),
        postPermission: group.postPermission,
      },
      onSuccess: (saved) => {
        // The tags as the server stored them; the form is then what the server has.
        form.setValues({ tags: saved.tags.join(', ') });
        draft.stored(form.getValues());
        notify({ color: 'teal', message: t('groups.settings.saved') });
      },
      failureKey: () => 'groups.settings.saveFailed',
      keepDraft: `group.${group.id}.settings`,
    },
  );
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <KeptDraftNotices draft={draft} />
          <GroupBasicFields inputProps={inputProps} errorOf={errorOf} description={form.values.description} />
          <GroupTypeField inputProps={inputProps} />
          <Select
            label={t('groups.settings.postPermission')}
            data={GroupPostPermission.options.map((value) => ({
              value,
              label: t(`groups.settings.postPermissions.${value}`),
            }))}
            allowDeselect={false}
            {...inputProps('postPermission')}
          />
          <GrowingTextarea
            label={t('groups.form.rules')}
            minRows={3}
            maxLength={groupLimits.rulesMax}
            {...inputProps('rules')}
          />
          <TextInput
            label={t('groups.settings.tags')}
            description={t('groups.settings.tagsHint')}
            {...inputProps('tags')}
          />
          <FormFailure message={failure} />
          <FormActions
            isBusy={isPending}
            submitLabel={t('groups.settings.save')}
            submitDisabled={form.values.name.trim() === ''}
          />
        </Stack>
      </form>
    </Paper>
  );
}

function RolesGuide() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="roles-guide">
      <Title order={2} size="h4" id="roles-guide" mb="sm">
        {t('groups.settings.guideTitle')}
      </Title>
      <List spacing="xs" size="sm">
        {(['creator', 'admin', 'moderator', 'member', 'rules'] as const).map((key) => (
          <List.Item key={key}>{t(`groups.settings.guide.${key}`)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClock,
  IconPlayerPlay,
  IconPlayerSkipForward,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { Rule, RuleExecution } from '../../../../common/contracts/rules';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { DataTable } from '../../../components/admin/DataTable';
import { ListEmpty, ListError, ListLoading, QueryList } from '../../../components/admin/ListState';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import {
  useDeleteRule,
  useRuleExecutions,
  useRuleStats,
  useRules,
  useRunRule,
  useSetRuleActive,
} from '../api/rules';
import { explain } from '../components/explain';
import { RuleEditor } from '../components/RuleEditor';
import { toast } from '../components/toast';

const statusIcon = {
  pending: { icon: IconClock, color: 'gray' },
  executed: { icon: IconCircleCheck, color: 'teal' },
  failed: { icon: IconAlertTriangle, color: 'red' },
  skipped: { icon: IconPlayerSkipForward, color: 'yellow' },
} as const;

function RuleCard({
  rule,
  onEdit,
  onDetails,
  onDelete,
}: {
  rule: Rule;
  onEdit: () => void;
  onDetails: () => void;
  onDelete: () => void;
}) {
  const { t, language } = useTranslation();
  const setActive = useSetRuleActive();
  const run = useRunRule();
  const failure = explain(setActive.error) ?? explain(run.error);
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={`rule-${rule.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} fz="lg" id={`rule-${rule.id}`}>
              {rule.name}
            </Title>
            <Group gap="xs">
              <Badge variant="light">{t(`admin.rules.types.${rule.ruleType}`)}</Badge>
              <Badge color={rule.isActive ? 'teal' : 'gray'} variant="dot">
                {rule.isActive ? t('admin.rules.active') : t('admin.rules.inactive')}
              </Badge>
            </Group>
          </Stack>
          <Text size="sm" c="dimmed">
            {t('admin.rules.createdOn', { date: formatDate(rule.createdAt, language) })}
          </Text>
        </Group>
        {rule.description && <Text size="sm">{rule.description}</Text>}
        <Text size="sm" c="dimmed">
          {t('admin.rules.intervals', { days: rule.scheduleConfig.intervals_days.join(', ') })} ·{' '}
          {t('admin.rules.finalDays', { days: rule.scheduleConfig.final_action_days })} ·{' '}
          {t('admin.rules.timezone', { timezone: rule.scheduleConfig.timezone })}
        </Text>
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant={rule.isActive ? 'default' : 'filled'}
            disabled={setActive.isPending}
            aria-label={t(rule.isActive ? 'admin.rules.deactivateNamed' : 'admin.rules.activateNamed', {
              name: rule.name,
            })}
            onClick={() => setActive.mutate({ id: rule.id, isActive: !rule.isActive })}
          >
            {rule.isActive ? t('admin.rules.deactivate') : t('admin.rules.activate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            disabled={!rule.isActive || run.isPending}
            aria-label={t('admin.rules.runNamed', { name: rule.name })}
            onClick={() =>
              run.mutate(rule.id, {
                onSuccess: (result) =>
                  toast({
                    color: 'teal',
                    message: t('admin.rules.runDone', result),
                    closeLabel: t('admin.rules.close'),
                  }),
              })
            }
          >
            {t('admin.rules.run')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            aria-label={t('admin.rules.detailsNamed', { name: rule.name })}
            onClick={onDetails}
          >
            {t('admin.rules.details')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            aria-label={t('admin.rules.editNamed', { name: rule.name })}
            onClick={onEdit}
          >
            {t('admin.rules.edit')}
          </Button>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.rules.deleteNamed', { name: rule.name })}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function RuleDetails({ rule, onClose }: { rule: Rule; onClose: () => void }) {
  const { t } = useTranslation();
  const templates = rule.actions.email_templates;
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      radius="lg"
      title={t('admin.rules.detailsTitle')}
      closeButtonProps={{ 'aria-label': t('admin.rules.close') }}
    >
      <Stack gap="sm">
        <Text fw={600}>{rule.name}</Text>
        <Text size="sm">{t(`admin.rules.types.${rule.ruleType}`)}</Text>
        {rule.conditions.missing_fields && (
          <Text size="sm">
            {t('admin.rules.editor.missingFields')} :{' '}
            {rule.conditions.missing_fields.map((field) => t(`admin.rules.fields.${field}`)).join(', ')}
          </Text>
        )}
        {rule.conditions.inactive_days !== undefined && (
          <Text size="sm">
            {t('admin.rules.editor.inactiveDays')} : {rule.conditions.inactive_days}
          </Text>
        )}
        <Text size="sm">
          {t('admin.rules.intervals', { days: rule.scheduleConfig.intervals_days.join(', ') })} ·{' '}
          {t('admin.rules.finalDays', { days: rule.scheduleConfig.final_action_days })} ·{' '}
          {t('admin.rules.timezone', { timezone: rule.scheduleConfig.timezone })}
        </Text>
        <Paper withBorder p="sm" radius="md">
          <Text fw={600} size="sm">
            {t('admin.rules.editor.reminder')} — {templates.profile_completion_reminder.subject}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {templates.profile_completion_reminder.body}
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text fw={600} size="sm">
            {t('admin.rules.editor.finalWarning')} — {templates.final_warning.subject}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {templates.final_warning.body}
          </Text>
        </Paper>
      </Stack>
    </Modal>
  );
}

function History() {
  const { t, language } = useTranslation();
  const executions = useRuleExecutions();
  return (
    <DataTable<RuleExecution>
      label={t('admin.rules.history.caption')}
      rowKey={(row) => row.id}
      rows={executions.data?.items}
      isPending={executions.isPending}
      error={executions.error}
      onRetry={() => void executions.refetch()}
      emptyMessage={t('admin.rules.history.empty')}
      columns={[
        {
          key: 'rule',
          header: t('admin.rules.history.rule'),
          isCardTitle: true,
          cell: (row) => row.ruleName ?? t('admin.rules.history.deletedRule'),
        },
        {
          key: 'profile',
          header: t('admin.rules.history.profile'),
          cell: (row) =>
            row.profileName ??
            t(row.isCompany ? 'admin.rules.history.deletedCompany' : 'admin.rules.history.deletedProfile'),
        },
        // 001 §2.15 'Étape N', N the step's number (the final step says so too).
        {
          key: 'step',
          header: t('admin.rules.history.step'),
          nowrap: true,
          cell: (row) =>
            row.isFinal
              ? t('admin.rules.history.finalStep', { step: row.step })
              : t('admin.rules.history.stepN', { step: row.step }),
        },
        {
          key: 'status',
          header: t('admin.rules.history.status'),
          cell: (row) => {
            const { icon: Icon, color } = statusIcon[row.status];
            return (
              <Group gap={6} wrap="nowrap" title={row.error ?? undefined}>
                <ThemeIcon size="sm" variant="light" color={color} aria-hidden>
                  <Icon size={14} />
                </ThemeIcon>
                <Text size="sm">{t(`admin.rules.history.statuses.${row.status}`)}</Text>
              </Group>
            );
          },
        },
        {
          key: 'executedAt',
          header: t('admin.rules.history.executedAt'),
          nowrap: true,
          cell: (row) =>
            row.executedAt ? formatDateTime(row.executedAt, language) : t('admin.rules.history.none'),
        },
        {
          key: 'nextAt',
          header: t('admin.rules.history.nextAt'),
          nowrap: true,
          cell: (row) =>
            row.nextExecutionAt
              ? formatDateTime(row.nextExecutionAt, language)
              : t('admin.rules.history.none'),
        },
      ]}
    />
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Statistics() {
  const { t } = useTranslation();
  const stats = useRuleStats();
  if (stats.isPending) return <ListLoading />;
  if (stats.isError)
    return (
      <ListError
        error={stats.error}
        title={t('admin.rules.loadError')}
        onRetry={() => void stats.refetch()}
      />
    );
  const data = stats.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Stat
        label={t('admin.rules.stats.active')}
        value={t('admin.rules.stats.activeValue', { active: data.activeRules, total: data.totalRules })}
      />
      <Stat label={t('admin.rules.stats.today')} value={String(data.executionsToday)} />
      <Stat
        label={t('admin.rules.stats.successRate')}
        value={data.successRate === null ? t('admin.rules.stats.noRate') : `${data.successRate} %`}
        hint={t('admin.rules.stats.successHint', { count: data.sample })}
      />
    </SimpleGrid>
  );
}

/**
 * /admin/rules (001 §2.15): 'Gestion des règles métier', the rules with their controls, the execution
 * history (50) and the statistics; the editor creates and edits. Admin only (the server decides).
 */
export function RulesPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const [editing, setEditing] = useState<Rule | null | 'new'>(null);
  const [details, setDetails] = useState<Rule | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const remove = useDeleteRule();
  const items = rules.data?.items ?? [];
  const create = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('admin.rules.new')}
    </Button>
  );

  return (
    <>
      <AdminPageHeader title={t('admin.rules.title')} description={t('admin.rules.intro')} actions={create} />
      <Tabs defaultValue="rules" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="rules">{t('admin.rules.tabs.rules', { count: items.length })}</Tabs.Tab>
          <Tabs.Tab value="history">{t('admin.rules.tabs.history')}</Tabs.Tab>
          <Tabs.Tab value="stats">{t('admin.rules.tabs.stats')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rules">
          <QueryList
            query={rules}
            items={items}
            errorTitle={t('admin.rules.loadError')}
            empty={
              <Paper withBorder radius="lg">
                <ListEmpty message={t('admin.rules.empty')} />
                <Group justify="center" pb="lg">
                  {create}
                </Group>
              </Paper>
            }
          >
            <Stack gap="md">
              {items.map((rule) => (
                <RuleCard
                  key={rule.id}
                  rule={rule}
                  onEdit={() => setEditing(rule)}
                  onDetails={() => setDetails(rule)}
                  onDelete={() => setDeleting(rule)}
                />
              ))}
            </Stack>
          </QueryList>
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <History />
        </Tabs.Panel>
        <Tabs.Panel value="stats">
          <Statistics />
        </Tabs.Panel>
      </Tabs>
      {editing && <RuleEditor rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {details && <RuleDetails rule={details} onClose={() => setDetails(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.rules.deleteTitle')}
        message={t('admin.rules.deleteConfirm')}
        detail={deleting?.name}
        confirmLabel={t('admin.rules.delete')}
        isPending={remove.isPending}
        error={remove.isError ? (explain(remove.error) ?? t('admin.rules.actionError')) : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </>
  );
}

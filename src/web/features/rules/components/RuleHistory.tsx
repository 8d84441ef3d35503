import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconPlayerSkipForward } from '@tabler/icons-react';
import type { RuleExecution } from '../../../../common/contracts/rules';
import { DataTable } from '../../../components/admin/DataTable';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useRuleExecutions } from '../api/rules';

const statusIcon = {
  pending: { icon: IconClock, color: 'gray' },
  executed: { icon: IconCircleCheck, color: 'teal' },
  failed: { icon: IconAlertTriangle, color: 'red' },
  skipped: { icon: IconPlayerSkipForward, color: 'yellow' },
} as const;

/** The last executions of the rules: rule, profile, step, status and when. */
export function RuleHistory() {
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

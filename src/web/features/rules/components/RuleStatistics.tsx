import { Paper, SimpleGrid, Text } from '@mantine/core';
import { ListError, ListLoading } from '../../../components/admin/ListState';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { useRuleStats } from '../api/rules';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Note>{label}</Note>
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

/** The rules' counters: active rules, executions today, success rate. */
export function RuleStatistics() {
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

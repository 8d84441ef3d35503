import { SimpleGrid } from '@mantine/core';
import { FigureCard } from '../../../components/admin/FigureCard';
import { QueryShown } from '../../../components/admin/ListState';
import { useTranslation } from '../../../lib/i18n';
import { useRuleStats } from '../api/rules';

/** The rules' counters: active rules, executions today, success rate. */
export function RuleStatistics() {
  const { t } = useTranslation();
  return (
    <QueryShown query={useRuleStats()} errorTitle={t('admin.rules.loadError')}>
      {(data) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FigureCard
            label={t('admin.rules.stats.active')}
            value={t('admin.rules.stats.activeValue', { active: data.activeRules, total: data.totalRules })}
          />
          <FigureCard label={t('admin.rules.stats.today')} value={String(data.executionsToday)} />
          {/* With nothing finished there is no rate: a dash at figure size, and the reason as its note. */}
          <FigureCard
            label={t('admin.rules.stats.successRate')}
            value={data.successRate === null ? '—' : `${data.successRate} %`}
            note={
              data.successRate === null
                ? t('admin.rules.stats.noRate')
                : t('admin.rules.stats.successHint', { count: data.sample })
            }
          />
        </SimpleGrid>
      )}
    </QueryShown>
  );
}

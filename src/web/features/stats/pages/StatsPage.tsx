import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type StatsPeriod, type StatsQuery, statsPeriods } from '../../../../common/contracts/stats';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { ListError, ListLoading } from '../../../components/admin/ListState';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useStats } from '../api/get-stats';
import { StatsDashboard } from '../components/StatsDashboard';
import { formatDay } from '../utils/format';

const isPeriod = (value: string | null): value is StatsPeriod =>
  value !== null && (statsPeriods as readonly string[]).includes(value);

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The period in the address (`?period=custom&from=…&to=…`), the month by default. */
const queryOf = (params: URLSearchParams): StatsQuery => {
  const period = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  if (period === 'custom' && isDay(from) && isDay(to)) return { period, from, to };
  return { period: isPeriod(period) && period !== 'custom' ? period : 'month' };
};

/**
 * /admin/general-stats (001 §2.9; admin, moderateur, comite): the period's figures with their growth,
 * daily charts, members by role, top articles and authors, content by type, pages and engagement. The
 * period lives in the address, so a view can be shared.
 */
export function StatsPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const stats = useStats(query);
  const [period, setPeriod] = useState<StatsPeriod>(query.period ?? 'month');
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');

  const choose = (value: string) => {
    if (!isPeriod(value)) return;
    setPeriod(value);
    if (value !== 'custom') setParams({ period: value }, { replace: true });
  };
  const applyRange = (event: FormEvent) => {
    event.preventDefault();
    if (isDay(from) && isDay(to)) setParams({ period: 'custom', from, to }, { replace: true });
  };
  const shown = stats.data;

  return (
    <>
      <AdminPageHeader title={t('admin.stats.title')} description={t('admin.stats.description')} />
      <Stack gap="md" mb="lg">
        <Chip.Group value={period} onChange={(value) => choose(String(value))}>
          <Group gap="xs" role="radiogroup" aria-label={t('admin.stats.periodLabel')}>
            {statsPeriods.map((value) => (
              <Chip key={value} value={value} type="radio" variant="outline">
                {t(`admin.stats.periods.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {period === 'custom' && (
          <form onSubmit={applyRange}>
            <Group align="flex-end" gap="sm">
              <TextInput
                type="date"
                label={t('admin.stats.from')}
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value)}
                required
              />
              <TextInput
                type="date"
                label={t('admin.stats.to')}
                value={to}
                onChange={(event) => setTo(event.currentTarget.value)}
                min={from || undefined}
                required
              />
              <Button type="submit">{t('admin.stats.apply')}</Button>
            </Group>
          </form>
        )}
        {shown && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('admin.stats.periodCaption', {
              from: formatDay(shown.period.from, language),
              to: formatDay(shown.period.to, language),
              previousFrom: formatDay(shown.period.previousFrom, language),
              previousTo: formatDay(shown.period.previousTo, language),
            })}
          </Text>
        )}
      </Stack>
      {stats.error ? (
        <ListError
          error={stats.error}
          onRetry={() => void stats.refetch()}
          title={t('admin.stats.loadError', { message: t(errorMessageKey(stats.error)) })}
        />
      ) : shown ? (
        <StatsDashboard stats={shown} />
      ) : (
        <ListLoading />
      )}
    </>
  );
}

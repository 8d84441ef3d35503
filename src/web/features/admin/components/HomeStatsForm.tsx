import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import {
  type AdminHomeStatsResponse,
  type HomeStatInput as HomeStatInputType,
  homeStatLimits,
} from '../../../../common/contracts/home-stats';
import { FormFailure } from '../../../components/FormFailure';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { HomeStatInput, useSaveHomeStats } from '../api/home-stats';
import { HomeStatCard } from './HomeStatCard';
import { errorsOf, type HomeStatRow, inputOf, rowOf } from './home-stat-rows';

/**
 * The landing figures' form on /admin/home-stats (001 §2.10): a card per figure in the landing's order,
 * 'Ajouter' up to the limit, and one save for them all once every row passes the contract.
 */
export function HomeStatsForm({ data }: { data: AdminHomeStatsResponse }) {
  const { t } = useTranslation();
  const save = useSaveHomeStats();
  const [rows, setRows] = useState<HomeStatRow[]>(() => data.items.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const counts = new Map(data.sources.map((source) => [source.key, source.count]));
  const sourceLabel = (key: string) => t(`admin.homeStats.sources.${key}`);
  const sourceOptions = data.sources.map((source) => ({
    value: source.key,
    label: t('admin.homeStats.sourceCount', { source: sourceLabel(source.key), count: source.count }),
  }));

  const update = (key: string, change: Partial<HomeStatRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const errorOf = (row: HomeStatRow, field: string) => {
    const key = errors[`${row.key}.${field}`];
    return key ? t(key) : undefined;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = errorsOf(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { items: rows.map((row) => HomeStatInput.parse(inputOf(row))) as HomeStatInputType[] },
      {
        onSuccess: () => notify({ color: 'sankofa', message: t('admin.homeStats.saved') }),
        onError: (error) => setFailure(`${t('admin.homeStats.saveError')}${t(errorMessageKey(error))}`),
      },
    );
  };

  const shownOf = (row: HomeStatRow): number =>
    row.mode === 'live' ? (row.source ? (counts.get(row.source) ?? 0) : 0) : Number(row.value) || 0;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {rows.length === 0 && <Text c="dimmed">{t('admin.homeStats.empty')}</Text>}
        {rows.map((row, index) => (
          <HomeStatCard
            key={row.key}
            row={row}
            index={index}
            isLast={index === rows.length - 1}
            shown={shownOf(row)}
            sourceOptions={sourceOptions}
            firstSource={data.sources[0]?.key ?? null}
            errorOf={(field) => errorOf(row, field)}
            onChange={(change) => update(row.key, change)}
            onMove={(by) => move(index, by)}
            onRemove={() => setRows((current) => current.filter((r) => r.key !== row.key))}
          />
        ))}
        <FormFailure message={failure} />
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= homeStatLimits.itemsMax}
            onClick={() => setRows((current) => [...current, rowOf()])}
          >
            {t('admin.homeStats.add')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('admin.homeStats.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

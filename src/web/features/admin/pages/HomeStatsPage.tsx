import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  type AdminHomeStat,
  type AdminHomeStatsResponse,
  type HomeStatInput as HomeStatInputType,
  type HomeStatMode,
  homeStatLimits,
} from '../../../../common/contracts/home-stats';
import { formatClaim } from '../../../../common/format';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { ListError, ListLoading } from '../../../components/admin/ListState';
import { FormFailure } from '../../../components/FormFailure';
import { MoveButtons } from '../../../components/RowActions';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { HomeStatInput, useAdminHomeStats, useSaveHomeStats } from '../api/home-stats';
import { toast } from '../utils/toast';

/** A figure in the form; `key` tells rows apart before they have an id. */
interface Row {
  key: string;
  id?: number;
  mode: HomeStatMode;
  source: string | null;
  value: number | string;
  label: string;
  description: string;
}

let nextKey = 0;
const rowOf = (item?: AdminHomeStat): Row => ({
  key: item ? `id-${item.id}` : `new-${++nextKey}`,
  ...(item ? { id: item.id } : {}),
  mode: item?.mode ?? 'manual',
  source: item?.source ?? null,
  value: item?.value ?? 0,
  label: item?.label ?? '',
  description: item?.description ?? '',
});

const inputOf = (row: Row) => ({
  ...(row.id === undefined ? {} : { id: row.id }),
  mode: row.mode,
  source: row.mode === 'live' ? row.source : null,
  value: row.value === '' ? 0 : row.value,
  label: row.label,
  description: row.description,
});

/** Each row's field errors (catalog keys), by `<key>.<field>`. */
const errorsOf = (rows: Row[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const row of rows) {
    const result = HomeStatInput.safeParse(inputOf(row));
    for (const issue of result.error?.issues ?? []) {
      const field = `${row.key}.${String(issue.path[0])}`;
      errors[field] ??= issue.message;
    }
  }
  return errors;
};

/**
 * /admin/home-stats (001 §2.10, admin only; issue 15 item 6): one card per landing figure, in the
 * landing's order. A figure is counted live from the database (members, mentors, countries…) or set by
 * the team (a value 0 or more, §5), with its label and description; one save updates them all. A figure
 * whose value is 0 is not shown on the landing, and the card says so.
 */
export function HomeStatsPage() {
  const { t } = useTranslation();
  const stats = useAdminHomeStats();
  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.home-stats')}
        description={t('admin.homeStats.description')}
        actions={
          <Button
            component={Link}
            to="/"
            target="_blank"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('admin.homeStats.viewLanding')}
          </Button>
        }
      />
      {stats.data ? (
        <HomeStatsForm key={stats.dataUpdatedAt} data={stats.data} />
      ) : stats.isPending ? (
        <ListLoading />
      ) : (
        <ListError
          error={stats.error}
          title={t('admin.homeStats.loadError')}
          onRetry={() => void stats.refetch()}
        />
      )}
    </>
  );
}

function HomeStatsForm({ data }: { data: AdminHomeStatsResponse }) {
  const { t } = useTranslation();
  const save = useSaveHomeStats();
  const [rows, setRows] = useState<Row[]>(() => data.items.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const counts = new Map(data.sources.map((source) => [source.key, source.count]));
  const sourceLabel = (key: string) => t(`admin.homeStats.sources.${key}`);
  const sourceOptions = data.sources.map((source) => ({
    value: source.key,
    label: t('admin.homeStats.sourceCount', { source: sourceLabel(source.key), count: source.count }),
  }));

  const update = (key: string, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const errorOf = (row: Row, field: string) => {
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
        onSuccess: () =>
          toast({ color: 'sankofa', message: t('admin.homeStats.saved'), closeLabel: t('common.close') }),
        onError: (error) =>
          setFailure(
            `${t('admin.homeStats.saveError')}${t(isApiError(error) ? `errors.${error.code}` : 'common.genericError')}`,
          ),
      },
    );
  };

  const shownOf = (row: Row): number =>
    row.mode === 'live' ? (row.source ? (counts.get(row.source) ?? 0) : 0) : Number(row.value) || 0;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {rows.length === 0 && <Text c="dimmed">{t('admin.homeStats.empty')}</Text>}
        {rows.map((row, index) => {
          const name = row.label.trim() || t('admin.homeStats.untitled');
          const shown = shownOf(row);
          return (
            <Card
              key={row.key}
              withBorder
              radius="lg"
              padding="lg"
              component="fieldset"
              aria-label={t('admin.homeStats.figure', { n: index + 1 })}
              data-testid="home-stat"
              style={{ margin: 0, minWidth: 0 }}
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs">
                    <Text fw={700}>{t('admin.homeStats.figure', { n: index + 1 })}</Text>
                    {shown > 0 ? (
                      <Badge color="sankofa" variant="light">
                        {t('admin.homeStats.shown', { value: formatClaim(shown) })}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        {t('admin.homeStats.hidden')}
                      </Badge>
                    )}
                  </Group>
                  <Group gap={4}>
                    <MoveButtons
                      upLabel={t('admin.homeStats.moveUp', { label: name })}
                      downLabel={t('admin.homeStats.moveDown', { label: name })}
                      isFirst={index === 0}
                      isLast={index === rows.length - 1}
                      onMove={(by) => move(index, by)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('admin.homeStats.remove', { label: name })}
                      onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                <Group grow align="flex-start" wrap="wrap" gap="md">
                  <TextInput
                    label={t('admin.homeStats.label')}
                    withAsterisk
                    maxLength={homeStatLimits.labelMax}
                    value={row.label}
                    onChange={(event) => update(row.key, { label: event.currentTarget.value })}
                    error={errorOf(row, 'label')}
                    miw={200}
                  />
                  <TextInput
                    label={t('admin.homeStats.descriptionLabel')}
                    maxLength={homeStatLimits.descriptionMax}
                    value={row.description}
                    onChange={(event) => update(row.key, { description: event.currentTarget.value })}
                    error={errorOf(row, 'description')}
                    miw={200}
                  />
                </Group>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={`${row.key}-mode`}>
                    {t('admin.homeStats.mode')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby={`${row.key}-mode`}
                    value={row.mode}
                    onChange={(mode) =>
                      update(row.key, {
                        mode: mode as HomeStatMode,
                        source: mode === 'live' ? (row.source ?? data.sources[0]?.key ?? null) : row.source,
                      })
                    }
                    data={[
                      { value: 'live', label: t('admin.homeStats.modes.live') },
                      { value: 'manual', label: t('admin.homeStats.modes.manual') },
                    ]}
                    w="fit-content"
                  />
                </Stack>
                {row.mode === 'live' ? (
                  <Select
                    label={t('admin.homeStats.source')}
                    data={sourceOptions}
                    value={row.source}
                    onChange={(source) => update(row.key, { source })}
                    error={errorOf(row, 'source')}
                    allowDeselect={false}
                    maw={360}
                  />
                ) : (
                  <NumberInput
                    label={t('admin.homeStats.value')}
                    min={0}
                    max={homeStatLimits.valueMax}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator=" "
                    value={row.value}
                    onChange={(value) => update(row.key, { value })}
                    error={errorOf(row, 'value')}
                    maw={240}
                  />
                )}
              </Stack>
            </Card>
          );
        })}
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

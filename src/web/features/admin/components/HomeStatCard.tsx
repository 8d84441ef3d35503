import {
  ActionIcon,
  Badge,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type HomeStatMode, homeStatLimits } from '../../../../common/contracts/home-stats';
import { formatClaim } from '../../../../common/format';
import { MoveButtons } from '../../../components/RowActions';
import { useTranslation } from '../../../lib/i18n';
import type { HomeStatRow } from './home-stat-rows';

/**
 * One landing figure's card on /admin/home-stats (001 §2.10): its number, whether the landing shows it
 * (`shown`: the value it would show, 0 for hidden), its arrows and bin, label, description, and live
 * (a source, `firstSource` when switched to live without one) or manual (a value) mode.
 */
export function HomeStatCard({
  row,
  index,
  isLast,
  shown,
  sourceOptions,
  firstSource,
  errorOf,
  onChange,
  onMove,
  onRemove,
}: {
  row: HomeStatRow;
  index: number;
  isLast: boolean;
  shown: number;
  sourceOptions: { value: string; label: string }[];
  firstSource: string | null;
  errorOf: (field: string) => string | undefined;
  onChange: (change: Partial<HomeStatRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const name = row.label.trim() || t('admin.homeStats.untitled');
  return (
    <Card
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
              isLast={isLast}
              onMove={onMove}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('admin.homeStats.remove', { label: name })}
              onClick={onRemove}
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
            onChange={(event) => onChange({ label: event.currentTarget.value })}
            error={errorOf('label')}
            miw={200}
          />
          <TextInput
            label={t('admin.homeStats.descriptionLabel')}
            maxLength={homeStatLimits.descriptionMax}
            value={row.description}
            onChange={(event) => onChange({ description: event.currentTarget.value })}
            error={errorOf('description')}
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
              onChange({
                mode: mode as HomeStatMode,
                source: mode === 'live' ? (row.source ?? firstSource) : row.source,
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
            onChange={(source) => onChange({ source })}
            error={errorOf('source')}
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
            onChange={(value) => onChange({ value })}
            error={errorOf('value')}
            maw={240}
          />
        )}
      </Stack>
    </Card>
  );
}

import { Badge, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StatsFigure } from '../../../../common/contracts/stats';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber } from '../utils/format';

/** A figure's growth against the previous period, coloured by direction; with the previous value. */
export function Growth({
  figure,
  label,
  withPrevious = true,
}: {
  figure: StatsFigure;
  label: string;
  withPrevious?: boolean;
}) {
  const { t, language } = useTranslation();
  const sign = figure.growth > 0 ? '+' : '';
  const growth = `${sign}${formatNumber(figure.growth, language)} %`;
  const color = figure.growth > 0 ? 'teal' : figure.growth < 0 ? 'red' : 'gray';
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        color={color}
        variant="light"
        style={{ flexShrink: 0, overflow: 'visible' }}
        aria-label={t('admin.stats.growthLabel', { label, growth })}
      >
        {growth}
      </Badge>
      {withPrevious && (
        <Text size="xs" c="dimmed">
          {t('admin.stats.previous', { value: formatNumber(figure.previous, language) })}
        </Text>
      )}
    </Group>
  );
}

export function FigureCard({
  label,
  value,
  figure,
  note,
}: {
  label: string;
  value: string;
  figure?: StatsFigure;
  note?: string;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3} data-testid="stats-figure-value">
        {value}
      </Text>
      {figure && <Growth figure={figure} label={label} />}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `stats-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id}>
      <Text id={id} component="h2" fz="lg" fw={700} mb={description ? 2 : 'sm'}>
        {title}
      </Text>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}

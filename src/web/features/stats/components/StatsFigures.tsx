import { Badge, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StatsFigure } from '../../../../common/contracts/stats';
import { FigureCard } from '../../../components/admin/FigureCard';
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

/** A statistics figure: its card, with its growth against the previous period when it has one. */
export function GrowthFigure({
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
    <FigureCard label={label} value={value} note={note}>
      {figure && <Growth figure={figure} label={label} />}
    </FigureCard>
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

import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { formatDay, formatNumber } from '../utils/format';

interface DailyChartProps {
  /** One point per day, in order. */
  points: readonly { day: string; value: number }[];
  /** Names the chart for screen readers ("Inscriptions par jour"). */
  label: string;
}

const height = 120;
const barWidth = 8;
const gap = 2;

/**
 * A day-by-day bar chart in plain SVG (no chart library: the page stays small). The bars scale to the
 * period's highest day; screen readers get a sentence with the total and the busiest day.
 */
export function DailyChart({ points, label }: DailyChartProps) {
  const { t, language } = useTranslation();
  const max = points.reduce((top, point) => Math.max(top, point.value), 0);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const busiest = points.find((point) => point.value === max && max > 0);
  const width = Math.max(points.length * (barWidth + gap), 1);
  const first = points[0];
  const last = points.at(-1);
  const summary = busiest
    ? t('admin.stats.chart.summary', {
        label,
        total: formatNumber(total, language),
        max: formatNumber(max, language),
        day: formatDay(busiest.day, language),
      })
    : t('admin.stats.chart.empty', { label });

  return (
    <Box>
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed" aria-hidden>
          {t('admin.stats.chart.max', { value: formatNumber(max, language) })}
        </Text>
      </Group>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        width="100%"
        height={height}
        role="img"
        aria-label={summary}
        style={{ display: 'block', background: 'var(--mantine-color-gray-0)', borderRadius: 4 }}
      >
        {points.map((point, index) => {
          const barHeight =
            max === 0 ? 0 : Math.max((point.value / max) * (height - 4), point.value > 0 ? 2 : 0);
          return (
            <rect
              key={point.day}
              x={index * (barWidth + gap)}
              y={height - barHeight}
              width={barWidth}
              height={barHeight}
              fill="var(--mantine-primary-color-filled)"
            >
              <title>{`${formatDay(point.day, language)} : ${formatNumber(point.value, language)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <Group justify="space-between" mt={4} aria-hidden>
          <Text size="xs" c="dimmed">
            {formatDay(first.day, language, 'short')}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDay(last.day, language, 'short')}
          </Text>
        </Group>
      )}
    </Box>
  );
}

import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { formatDay, formatNumber } from '../utils/format';

interface ChartPoint {
  /** The point's first day. */
  day: string;
  /** Its last day, when the point spans several (a quarter's 12 points). */
  until?: string;
  value: number;
}

interface DailyChartProps {
  /** One point per day (or per span of days), in order. */
  points: readonly ChartPoint[];
  /** Names the chart for screen readers ("Inscriptions par jour"). */
  label: string;
}

const height = 120;
const barWidth = 8;
const gap = 2;
/** Beyond a quarter of days, bars would be thinner than a pixel: a bar a week (§9 draws a quarter in 12). */
const maxDailyBars = 92;

/** Consecutive days summed by seven, each bucket named by its first day. */
const weekly = (points: readonly ChartPoint[]) => {
  const weeks: ChartPoint[] = [];
  points.forEach((point, index) => {
    if (index % 7 === 0) weeks.push({ day: point.day, value: 0 });
    const week = weeks.at(-1);
    if (week) week.value += point.value;
  });
  return weeks;
};

/**
 * A day-by-day bar chart in plain SVG (no chart library: the page stays small). The bars scale to the
 * period's highest day; screen readers get a sentence with the total and the busiest day.
 */
export function DailyChart({ points: days, label }: DailyChartProps) {
  const { t, language } = useTranslation();
  const byWeek = days.length > maxDailyBars;
  const points = byWeek ? weekly(days) : days;
  const bySpan = !byWeek && points.some((point) => point.until !== undefined && point.until !== point.day);
  const max = points.reduce((top, point) => Math.max(top, point.value), 0);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const busiest = points.find((point) => point.value === max && max > 0);
  const width = Math.max(points.length * (barWidth + gap), 1);
  const first = days[0];
  const last = days.at(-1);
  const spanName = (point: ChartPoint) =>
    t('admin.stats.chart.span', {
      from: formatDay(point.day, language),
      to: formatDay(point.until ?? point.day, language),
    });
  const barName = (point: ChartPoint) =>
    byWeek
      ? t('admin.stats.chart.week', { day: formatDay(point.day, language) })
      : bySpan
        ? spanName(point)
        : formatDay(point.day, language);
  const summary = !busiest
    ? t('admin.stats.chart.empty', { label })
    : bySpan
      ? t('admin.stats.chart.summarySpan', {
          label,
          total: formatNumber(total, language),
          max: formatNumber(max, language),
          from: formatDay(busiest.day, language),
          to: formatDay(busiest.until ?? busiest.day, language),
        })
      : t(byWeek ? 'admin.stats.chart.summaryWeekly' : 'admin.stats.chart.summary', {
          label,
          total: formatNumber(total, language),
          max: formatNumber(max, language),
          day: formatDay(busiest.day, language),
        });

  return (
    <Box>
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed" aria-hidden>
          {t('admin.stats.chart.max', { value: formatNumber(max, language) })}
        </Text>
        {(byWeek || bySpan) && (
          <Text size="xs" c="dimmed" aria-hidden>
            {t(byWeek ? 'admin.stats.chart.weekly' : 'admin.stats.chart.spans', { count: points.length })}
          </Text>
        )}
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
              <title>{`${barName(point)} : ${formatNumber(point.value, language)}`}</title>
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

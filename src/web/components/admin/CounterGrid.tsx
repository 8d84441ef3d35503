import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { numberFormat } from '../../lib/intl';

export interface Counter {
  key: string;
  label: string;
}

interface CounterGridProps {
  /** The section's accessible name. */
  label: string;
  counters: readonly Counter[];
  /** The values by key; undefined while loading ('—'). */
  values: Readonly<Record<string, number>> | undefined;
  /** The line under the figures: what they count, or the failure. */
  note?: string;
  isError?: boolean;
}

/** The figures at the top of an admin list (users, newsletter, testimonials): one card per counter. */
export function CounterGrid({ label, counters, values, note, isError = false }: CounterGridProps) {
  const { language } = useTranslation();
  const numbers = numberFormat(language);
  const lg = Math.min(counters.length, 6);
  return (
    <section aria-label={label}>
      <SimpleGrid cols={{ base: 2, sm: counters.length <= 4 ? counters.length : 3, lg }} spacing="sm">
        {counters.map((counter) => {
          const value = values?.[counter.key];
          return (
            <Paper key={counter.key} withBorder radius="md" p="md">
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
                {counter.label}
              </Text>
              <Text fz={26} fw={700} lh={1.3} data-testid={`counter-${counter.key}`}>
                {value === undefined ? '—' : numbers.format(value)}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c={isError ? 'red' : 'dimmed'} mt="xs" mb="lg" role={isError ? 'alert' : undefined}>
        {note}
      </Text>
    </section>
  );
}

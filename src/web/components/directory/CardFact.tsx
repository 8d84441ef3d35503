import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A line of a card or an item's head, in grey after its small icon: a place, a company, dates, seats. */
export function CardFact({
  icon: FactIcon,
  gap,
  truncate = false,
  children,
}: {
  icon: Icon;
  gap: 4 | 6;
  /** Cut to one line with an ellipsis. */
  truncate?: boolean;
  children: ReactNode;
}) {
  return (
    <Group gap={gap} wrap="nowrap" c="dimmed">
      <FactIcon size={14} stroke={1.8} aria-hidden />
      <Text size="sm" c="dimmed" truncate={truncate || undefined}>
        {children}
      </Text>
    </Group>
  );
}

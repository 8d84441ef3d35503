import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One figure of a back-office dashboard (statistics, rules, prospection): its name, the value, what
 * stands under it (`children`: a growth badge) and a dimmed `note`. A section named after its label.
 */
export function FigureCard({
  label,
  value,
  note,
  children,
}: {
  label: string;
  value: string;
  note?: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3} data-testid="figure-value">
        {value}
      </Text>
      {children}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

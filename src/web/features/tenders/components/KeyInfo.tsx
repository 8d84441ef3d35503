import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../pages/TenderPage.module.css';

/** A line of the 'Informations clés' sidebar. */
export function KeyInfo({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" className={classes.keyLabel}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

interface SideCardProps {
  /** The heading's id, which names the card for assistive technologies. */
  id: string;
  title: string;
  /** An `aside` (key information, contact) or a plain block (applying). */
  component?: 'aside' | 'div';
  className?: string;
  children: ReactNode;
}

/** A titled card of the tender's side column: 'Informations clés', the contact, how to apply. */
export function SideCard({ id, title, component = 'aside', className, children }: SideCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component={component}
      className={className}
      aria-labelledby={id}
    >
      <Stack gap="sm">
        <Title order={2} fz="h5" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

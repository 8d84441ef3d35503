import { Text } from '@mantine/core';
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

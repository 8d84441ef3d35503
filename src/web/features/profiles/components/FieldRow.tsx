import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A row of a profile form's fields side by side, wrapping on a narrow screen. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Group grow align="flex-start" gap="sm" wrap="wrap">
      {children}
    </Group>
  );
}

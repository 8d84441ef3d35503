import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A small dimmed line: a form's note on required fields, a section's introduction, what a state
 * means. The site's one look for it (Mantine's small dimmed text).
 */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table cell of two lines: what the row is, and a dimmed detail under it (an address, a date, an
 * excerpt), which is left out when empty. `weight` marks the first line (600 for a name or a title);
 * `subLines` clamps the detail. Long unbroken text (an e-mail address) keeps its line in a table,
 * and breaks only where nothing else fits (a card on a phone).
 */
export function CellLines({
  main,
  sub,
  weight,
  subLines,
}: {
  main: ReactNode;
  sub?: ReactNode;
  weight?: 500 | 600 | 700;
  subLines?: number;
}) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" fw={weight} style={{ overflowWrap: 'break-word' }}>
        {main}
      </Text>
      {sub !== undefined && sub !== null && sub !== '' && (
        <Text size="xs" c="dimmed" lineClamp={subLines} style={{ overflowWrap: 'break-word' }}>
          {sub}
        </Text>
      )}
    </Stack>
  );
}

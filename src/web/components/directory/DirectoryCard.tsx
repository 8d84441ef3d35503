import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import card from './DirectoryCard.module.css';

/** A directory card's frame: the bordered article, its lines in a column that fills the grid's row. */
export function DirectoryCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" className={card.card} component="article">
      <Stack gap="sm" h="100%">
        {children}
      </Stack>
    </Card>
  );
}

/** A card's head: its mark (a logo, a picture) beside its first lines (the title, then what it is). */
export function CardHead({ mark, children }: { mark: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {mark}
      <Stack gap={2} miw={0}>
        {children}
      </Stack>
    </Group>
  );
}

import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The head of an item's card (a company, an offer): its mark, its name as the page's title, then `children`. */
export function ItemHeader({
  mark,
  title,
  children,
}: {
  mark: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      {mark}
      <Stack gap={6} miw={0} flex={1}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Group>
  );
}

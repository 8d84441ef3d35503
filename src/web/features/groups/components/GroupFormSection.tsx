import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of the group creation form (basics, images, rules and tags): a bordered card, an h2. */
export function GroupFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

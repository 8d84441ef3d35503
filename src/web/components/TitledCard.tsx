import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a form or a settings page: a bordered card, its h2 (sized as an h4), its fields. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

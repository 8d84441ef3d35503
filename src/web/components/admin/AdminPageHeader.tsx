import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Note } from '../Note';

interface AdminPageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The top of every admin screen: its h1, a sentence on what it is for, and optional actions. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="xl" wrap="wrap">
      <Stack gap={6} maw={720}>
        <Title order={1} fz={{ base: 26, sm: 30 }} lh={1.2}>
          {title}
        </Title>
        {description && <Note>{description}</Note>}
      </Stack>
      {actions}
    </Group>
  );
}

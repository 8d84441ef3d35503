import { Card, Group, Stack, type StackProps, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProjectSectionProps {
  /** The heading's id, which names the section for assistive technologies. */
  id: string;
  title: string;
  /** Beside the heading (the count of pending requests). */
  badge?: ReactNode;
  gap?: StackProps['gap'];
  children: ReactNode;
}

/** A card of the project's page (description, participants, requests, news, comments) under its heading. */
export function ProjectSection({ id, title, badge, gap = 'md', children }: ProjectSectionProps) {
  const heading = (
    <Title order={2} size="h3" id={id}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        {badge === undefined ? (
          heading
        ) : (
          <Group gap="xs">
            {heading}
            {badge}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}

import { Text, Title } from '@mantine/core';

/** A section's heading (h2 under the hub's h1) and its one-line introduction. */
export function SectionHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <div>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" size="sm" mt={6}>
          {intro}
        </Text>
      )}
    </div>
  );
}

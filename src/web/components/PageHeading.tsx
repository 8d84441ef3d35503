import { Text, Title } from '@mantine/core';

/** A page's h1 and its dimmed introduction underneath. */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed" mt={6}>
        {intro}
      </Text>
    </div>
  );
}

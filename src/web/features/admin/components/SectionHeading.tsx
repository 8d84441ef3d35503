import { Stack, Text, Title, type TitleOrder } from '@mantine/core';

interface SectionHeadingProps {
  /** Lets the enclosing section name itself after this heading (aria-labelledby). */
  id?: string;
  title: string;
  description?: string;
  order?: TitleOrder;
}

/** A section title inside an admin screen (h2 by default), with an optional line of explanation. */
export function SectionHeading({ id, title, description, order = 2 }: SectionHeadingProps) {
  return (
    <Stack gap={4} mb="md">
      <Title id={id} order={order} fz={order === 2 ? 'lg' : 'md'} fw={700}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}

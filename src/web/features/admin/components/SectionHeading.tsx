import { Stack, Title, type TitleOrder } from '@mantine/core';
import { Note } from '../../../components/Note';

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
      {description && <Note>{description}</Note>}
    </Stack>
  );
}

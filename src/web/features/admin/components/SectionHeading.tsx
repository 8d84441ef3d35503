import { Stack, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** A section of an admin screen named by its heading (an h2 with its line of explanation), then its content. */
export function HeadedSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} description={description} />
      {children}
    </section>
  );
}

import { Group, Loader } from '@mantine/core';

/** A page waiting for its item (an offer, a project, a form's record): the small spinner, named. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Group justify="center" py={80}>
      <Loader size="sm" aria-label={label} />
    </Group>
  );
}

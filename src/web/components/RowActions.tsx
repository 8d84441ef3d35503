import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** The pencil and bin of a row, named after it for screen readers (`isDeleting`: the bin spins). */
export function RowActions({
  editLabel,
  deleteLabel,
  isDeleting,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  isDeleting?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" loading={isDeleting} aria-label={deleteLabel} onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The pencil and bin of a row, named after it for screen readers (`isDeleting`: the bin spins; no
 * `onDelete`: no bin). `before`: the row's other buttons, ahead of the pencil.
 */
export function RowActions({
  editLabel,
  deleteLabel,
  isDeleting,
  before,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  isDeleting?: boolean;
  before?: ReactNode;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {before}
      <ActionIcon variant="subtle" color="gray" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          loading={isDeleting}
          aria-label={deleteLabel}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** Up and down arrows moving an item in an ordered list, named after it; off at either end. */
export function MoveButtons({
  upLabel,
  downLabel,
  isFirst,
  isLast,
  disabled = false,
  onMove,
}: {
  upLabel: string;
  downLabel: string;
  isFirst: boolean;
  isLast: boolean;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={isFirst || disabled}
        aria-label={upLabel}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={isLast || disabled}
        aria-label={downLabel}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}

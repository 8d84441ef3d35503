import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NamedIcon } from './overlays/LazyTooltip';

/**
 * The pencil and bin of a row, named after it for screen readers and, on hover or focus, for the eye
 * (a tooltip with the same name). The pencil runs `onEdit` or, with `editTo`, opens that page;
 * `isDeleting`: the bin spins; no `onDelete`: no bin; `disabled`: both off (a form of the list is open).
 * `before`: the row's other buttons, ahead of the pencil.
 */
export function RowActions({
  editLabel,
  deleteLabel,
  isDeleting,
  disabled = false,
  before,
  onEdit,
  editTo,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  isDeleting?: boolean;
  disabled?: boolean;
  before?: ReactNode;
  onEdit?: () => void;
  editTo?: string;
  onDelete?: () => void;
}) {
  const pencil = { variant: 'subtle', color: 'gray', 'aria-label': editLabel, disabled } as const;
  const icon = <IconPencil size={18} aria-hidden />;
  return (
    <Group gap={4} wrap="nowrap">
      {before}
      <NamedIcon label={editLabel}>
        {editTo === undefined ? (
          <ActionIcon {...pencil} onClick={onEdit}>
            {icon}
          </ActionIcon>
        ) : (
          <ActionIcon {...pencil} component={Link} to={editTo}>
            {icon}
          </ActionIcon>
        )}
      </NamedIcon>
      {onDelete && (
        <NamedIcon label={deleteLabel}>
          <ActionIcon
            variant="subtle"
            color="red"
            loading={isDeleting}
            disabled={disabled}
            aria-label={deleteLabel}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </NamedIcon>
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

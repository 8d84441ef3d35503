import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';

interface ItemActionsProps {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
}

/** The owner's edit and delete buttons on an item; each named after the item it acts on. */
export function ItemActions({ editLabel, deleteLabel, onEdit, onDelete, disabled }: ItemActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <LazyTooltip label={editLabel} withArrow openDelay={400}>
        <ActionIcon variant="subtle" color="gray" aria-label={editLabel} onClick={onEdit} disabled={disabled}>
          <IconPencil size={18} stroke={1.8} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
      <LazyTooltip label={deleteLabel} withArrow openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={deleteLabel}
          onClick={onDelete}
          disabled={disabled}
        >
          <IconTrash size={18} stroke={1.8} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
    </Group>
  );
}

import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A quiet text button whose accessible name says which item it acts on ('Modifier : {name}'). */
export function NamedButton({
  label,
  named,
  size = 'xs',
  onClick,
}: {
  label: string;
  named: string;
  size?: ButtonProps['size'];
  onClick: () => void;
}) {
  return (
    <Button size={size} variant="subtle" aria-label={named} onClick={onClick}>
      {label}
    </Button>
  );
}

/** The red bin of an item, named after it. */
export function DeleteIcon({ named, onClick }: { named: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={named} onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

import { Button } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

/** 'Modifier' on an item's page, to its form. */
export function EditItemButton({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />}
    >
      {label}
    </Button>
  );
}

/** 'Supprimer' on an item's page: opens the page's confirmation. */
export function DeleteItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} stroke={1.8} aria-hidden />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

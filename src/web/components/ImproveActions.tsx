import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconSparkles } from '@tabler/icons-react';

interface ImproveActionsProps {
  /** AI is available: 'Améliorer' shows. */
  isAvailable: boolean;
  improveLabel: string;
  undoLabel: string;
  onImprove: () => void;
  isPending: boolean;
  /** Nothing to improve yet (empty text). */
  disabled: boolean;
  /** An improvement replaced the text: 'Annuler' puts the member's own text back. */
  canUndo: boolean;
  onUndo: () => void;
}

/** The 'Améliorer' (AI rewrite) and undo buttons under a text field: the bio, a post. */
export function ImproveActions({
  isAvailable,
  improveLabel,
  undoLabel,
  onImprove,
  isPending,
  disabled,
  canUndo,
  onUndo,
}: ImproveActionsProps) {
  return (
    <Group gap="xs">
      {isAvailable && (
        <Button
          variant="light"
          color="indigo"
          size="xs"
          leftSection={<IconSparkles size={14} stroke={1.8} aria-hidden />}
          onClick={onImprove}
          loading={isPending}
          disabled={disabled}
        >
          {improveLabel}
        </Button>
      )}
      {canUndo && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconArrowBackUp size={14} stroke={1.8} aria-hidden />}
          onClick={onUndo}
        >
          {undoLabel}
        </Button>
      )}
    </Group>
  );
}

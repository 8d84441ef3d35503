import { Button, Group } from '@mantine/core';

/**
 * The foot of a form: 'Annuler' and the submit button, both held while the form (or its picture) is
 * being sent.
 */
export function FormActions({
  isBusy,
  onCancel,
  cancelLabel,
  submitLabel,
}: {
  isBusy: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={isBusy}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={isBusy}>
        {submitLabel}
      </Button>
    </Group>
  );
}

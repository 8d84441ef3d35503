import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

interface FormActionsProps {
  isPending: boolean;
  onCancel: () => void;
  /** The save button's text; "Enregistrer" by default. */
  submitLabel?: string;
  cancelLabel?: string;
}

/** "Annuler" and "Enregistrer" at the end of a form (the latter submits it). */
export function FormActions({ isPending, onCancel, submitLabel, cancelLabel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={isPending}>
        {cancelLabel ?? t('profiles.actions.cancel')}
      </Button>
      <Button type="submit" loading={isPending}>
        {submitLabel ?? t('profiles.actions.save')}
      </Button>
    </Group>
  );
}

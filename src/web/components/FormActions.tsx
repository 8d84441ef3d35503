import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

/**
 * The foot of a form, on its right: 'Annuler' (when the form can be left) and the submit button
 * ('Enregistrer' unless named), both held while the form (or its picture) is being sent.
 */
export function FormActions({
  isBusy,
  onCancel,
  cancelLabel,
  submitLabel,
  submitIcon,
  submitDisabled = false,
  mt,
}: {
  isBusy: boolean;
  /** Leaves the form; no 'Annuler' without it. */
  onCancel?: () => void;
  cancelLabel?: string;
  submitLabel?: string;
  submitIcon?: ReactNode;
  /** The form is not ready to send (its button is greyed). */
  submitDisabled?: boolean;
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={isBusy}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
      )}
      <Button type="submit" loading={isBusy} disabled={submitDisabled} leftSection={submitIcon}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}

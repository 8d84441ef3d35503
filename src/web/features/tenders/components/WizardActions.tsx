import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconEye } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

/**
 * The wizard's buttons (002 §5): Annuler, Précédent and Suivant (the form's submit) on one side,
 * Enregistrer and Publier on the other.
 */
export function WizardActions({
  step,
  isLast,
  isSaving,
  onCancel,
  onPrevious,
  onFinish,
}: {
  step: number;
  isLast: boolean;
  isSaving: boolean;
  onCancel: () => void;
  onPrevious: () => void;
  onFinish: (publishing: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <Button variant="subtle" color="gray" onClick={onCancel}>
          {t('tenders.wizard.cancel')}
        </Button>
        {step > 0 && (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} stroke={1.8} aria-hidden />}
            onClick={onPrevious}
            disabled={isSaving}
          >
            {t('tenders.wizard.previous')}
          </Button>
        )}
        {!isLast && (
          <Button
            type="submit"
            rightSection={<IconArrowRight size={16} stroke={1.8} aria-hidden />}
            loading={isSaving}
          >
            {t('tenders.wizard.next')}
          </Button>
        )}
      </Group>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={16} stroke={1.8} aria-hidden />}
          onClick={() => onFinish(false)}
          disabled={isSaving}
        >
          {t('tenders.wizard.save')}
        </Button>
        <Button
          leftSection={<IconEye size={16} stroke={1.8} aria-hidden />}
          onClick={() => onFinish(true)}
          disabled={isSaving}
        >
          {t('tenders.wizard.publish')}
        </Button>
      </Group>
    </Group>
  );
}

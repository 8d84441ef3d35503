import { Alert, type AlertProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';

/**
 * What went through (a message sent, an address confirmed, an alert turned off), announced in the
 * light brand-teal notice with a check: one look for every success on every page. `onClose` adds the
 * 'Fermer' cross; `title`, width, spacing and `role` pass to Mantine's `Alert`, as `FormFailure`'s do
 * (`role` is 'status' unless a live region around it already announces it).
 */
export function DoneNotice({
  onClose,
  ...alert
}: Omit<AlertProps, 'color' | 'variant' | 'icon' | 'withCloseButton' | 'closeButtonLabel'>) {
  const { t } = useTranslation();
  return (
    <Alert
      color="sankofa"
      variant="light"
      role="status"
      icon={<IconCircleCheck size={20} aria-hidden />}
      {...(onClose ? { withCloseButton: true, closeButtonLabel: t('common.close'), onClose } : {})}
      {...alert}
    />
  );
}

import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { reportReasonMax } from '../../../../common/contracts/privacy';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { Modal } from '../../../components/Modal';
import { Note } from '../../../components/Note';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { serverFieldErrors, validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { CreateReportBody, type MemberReportTarget, useReport } from '../api/privacy';

interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  targetType: MemberReportTarget;
  targetId: string;
}

/**
 * 'Signaler' (issue 22 §3): the reason (10 to 1000 characters) goes to the staff queue. A second
 * report of the same thing, or one past the hourly limit, says so in the server's words.
 */
export function ReportDialog({ opened, onClose, targetType, targetId }: ReportDialogProps) {
  const { t } = useTranslation();
  const report = useReport();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: validateWith(CreateReportBody, (values) => ({ targetType, targetId, reason: values.reason })),
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const handleSubmit = form.onSubmit((values) => {
    setFailure(null);
    report.mutate(
      { targetType, targetId, reason: values.reason },
      {
        onSuccess: () => {
          notify({ color: 'sankofa', message: t('privacy.report.sent') });
          close();
        },
        onError: (error) => {
          const errors = serverFieldErrors(error, ['reason']);
          if (Object.keys(errors).length > 0) return form.setErrors(errors);
          setFailure(isApiError(error) ? t(errorMessageKey(error)) : t('common.genericError'));
        },
      },
    );
  });

  const reasonError = form.errors.reason;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(`privacy.report.titles.${targetType}`)}
      centered
      radius="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Note>{t('privacy.report.intro')}</Note>
          <GrowingTextarea
            label={t('privacy.report.reason')}
            description={t('privacy.report.reasonHint')}
            required
            minRows={3}
            maxRows={8}
            maxLength={reportReasonMax + 100}
            data-autofocus
            {...form.getInputProps('reason')}
            error={typeof reasonError === 'string' ? t(reasonError) : undefined}
          />
          <FormFailure message={failure} />
          <FormActions
            isBusy={report.isPending}
            onCancel={close}
            cancelLabel={t('privacy.report.cancel')}
            submitLabel={t('privacy.report.send')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

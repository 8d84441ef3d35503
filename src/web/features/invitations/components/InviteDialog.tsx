import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { FormActions } from '../../../components/FormActions';
import { Modal } from '../../../components/Modal';
import { Note } from '../../../components/Note';
import { errorMessageKey } from '../../../lib/api-client';
import { serverFieldErrors, validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { AuthEmailInput } from '../../auth';
import { InvitationBody, useCreateInvitation } from '../api/create-invitation';

interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
  siteName: string;
}

interface FormValues {
  email: string;
}

/**
 * "Inviter un utilisateur" (000 §2.3): one required address, checked on blur and on submit (000 §5),
 * then mailed by the server. Success and refusals (rate limit, …) are notifications.
 */
export function InviteDialog({ opened, onClose, siteName }: InviteDialogProps) {
  const { t } = useTranslation();
  const invite = useCreateInvitation();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { email: '' },
    validateInputOnBlur: true,
    validate: validateWith(InvitationBody, (values: FormValues) => values),
  });

  const handleClose = () => {
    form.reset();
    invite.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit((values) => {
    invite.mutate(InvitationBody.parse(values), {
      onSuccess: () => {
        notify({
          color: 'sankofa',
          icon: <IconCircleCheck size={18} aria-hidden />,
          message: t('invite.success'),
        });
        handleClose();
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, ['email']);
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else notify({ color: 'red', message: t(errorMessageKey(error)) });
      },
    });
  });

  const error = form.errors.email;

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t('shell.invite')}
      centered
      radius="lg"
      padding="xl"
      returnFocus={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Note>{t('invite.description', { site: siteName })}</Note>
          <AuthEmailInput
            {...form.getInputProps('email')}
            error={typeof error === 'string' ? t(error) : error}
            autoComplete="off"
          />
          <FormActions
            isBusy={invite.isPending}
            onCancel={handleClose}
            submitLabel={t('invite.submit')}
            submitIcon={<IconSend size={16} stroke={1.8} aria-hidden />}
            mt="xs"
          />
        </Stack>
      </form>
    </Modal>
  );
}

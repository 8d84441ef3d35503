import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { Modal } from '../../../components/Modal';
import { Note } from '../../../components/Note';
import { Notice } from '../../../components/Notice';
import { isApiError } from '../../../lib/api-client';
import { serverFieldErrors, validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { ContactBody, useContactProfile } from '../api/contact-profile';
import { profilePaths } from '../paths';
import { useErrorText } from '../utils/use-translated-errors';

/** The dialog closes this long after the success message (000 §8: "about 2.5 seconds"). */
const closeDelayMs = 2500;

interface Values {
  subject: string;
  message: string;
}

const toBody = (values: Values): ContactBody => ({
  subject: values.subject.trim() === '' ? undefined : values.subject,
  message: values.message,
});

interface ContactDialogProps {
  opened: boolean;
  onClose: () => void;
  profileId: string;
  name: string;
}

/**
 * 'Envoyer un email' (000 §5, §8): subject optional, message required and not blank; the server sends
 * the mail. Success says so, then the dialog closes; failures show the spec's texts.
 */
export function ContactDialog({ opened, onClose, profileId, name }: ContactDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const contact = useContactProfile();
  const [isSent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { subject: '', message: '' },
    validateInputOnBlur: true,
    validate: validateWith(ContactBody, toBody),
  });
  const errorText = useErrorText(form.errors);

  useEffect(() => {
    if (!isSent) return;
    const timer = window.setTimeout(onClose, closeDelayMs);
    return () => window.clearTimeout(timer);
  }, [isSent, onClose]);

  const handleError = (error: unknown) => {
    if (!isApiError(error)) {
      setFailure(t('common.genericError'));
      return;
    }
    if (error.code === 'unauthenticated') return setFailure(t('profiles.contact.signedOut'));
    if (error.code === 'recipient_not_found' || error.code === 'invalid_profile_id')
      return setFailure(t('errors.recipient_not_found'));
    const errors = serverFieldErrors(error, ['subject', 'message']);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    // 000 §8: a failure shows the server's error with the HTTP status.
    setFailure(t('profiles.contact.failure', { status: error.status, message: t(`errors.${error.code}`) }));
  };

  const handleSubmit = form.onSubmit((values) => {
    setFailure(null);
    contact.mutate(
      { profileId, body: toBody(values) },
      { onSuccess: () => setSent(true), onError: handleError },
    );
  });

  const user = session.data?.user;
  const returnTo = profilePaths.member(profileId);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profiles.contact.title', { name })}
      centered
      radius="lg"
      size="lg"
    >
      {session.isError ? (
        <FormFailure message={t('profiles.contact.sessionError')} />
      ) : session.isPending ? null : !user ? (
        <Stack gap="md">
          <Notice tone="caution" role="alert">
            {t('profiles.contact.signedOut')}
          </Notice>
          <Group justify="flex-end">
            <Button component={Link} to={profilePaths.login(returnTo)}>
              {t('profiles.contact.login')}
            </Button>
          </Group>
        </Stack>
      ) : isSent ? (
        <DoneNotice>{t('profiles.contact.success')}</DoneNotice>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Note>{t('profiles.contact.intro', { name })}</Note>
            <TextInput
              label={t('profiles.contact.subject')}
              description={t('profiles.contact.subjectHint')}
              {...form.getInputProps('subject')}
              error={errorText('subject')}
            />
            <GrowingTextarea
              label={t('profiles.contact.message')}
              withAsterisk
              minRows={5}
              maxRows={12}
              data-autofocus
              {...form.getInputProps('message')}
              error={errorText('message')}
            />
            <FormFailure message={failure} />
            <FormActions
              isBusy={contact.isPending}
              onCancel={onClose}
              submitLabel={t('profiles.contact.send')}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

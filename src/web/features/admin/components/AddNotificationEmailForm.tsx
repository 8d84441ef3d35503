import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAddAdminEmail } from '../api/notification-emails';
import { failureOf, toastMs } from './notification-email-feedback';

/**
 * The add form of /admin/notification-emails (001 §2.16): the button stays disabled while the address is
 * blank (001 §5).
 */
export function AddNotificationEmailForm() {
  const { t } = useTranslation();
  const add = useAddAdminEmail();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    add.mutate(
      { email },
      {
        onSuccess: () => {
          setEmail('');
          notify({
            color: 'sankofa',
            message: t('admin.notificationEmails.added'),
            autoClose: toastMs,
          });
        },
      },
    );
  };
  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="form" onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          label={t('admin.notificationEmails.addLabel')}
          placeholder={t('admin.notificationEmails.addPlaceholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (add.isError) add.reset();
          }}
          error={add.isError ? failureOf(add.error, t('admin.notificationEmails.addError')) : undefined}
          autoComplete="off"
          style={{ flex: '1 1 280px' }}
          maw={480}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!email.trim()}
          loading={add.isPending}
        >
          {t('admin.notificationEmails.add')}
        </Button>
      </Group>
    </Paper>
  );
}

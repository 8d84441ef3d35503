import { Card, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import {
  EmailChangeBody,
  useAccountSettings,
  useConfirmEmailChange,
  useRequestEmailChange,
} from '../api/settings';
import { PlanCard } from '../components/PlanCard';
import { QueryState } from '../components/QueryState';
import { SectionHeader } from '../components/SectionHeader';

/** `/settings/account`: the e-mail address, changed through a link mailed to the new one; the paid offer held. */
export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.hub.account'));
  const settings = useAccountSettings();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmailChange();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token, { onSettled: () => setParams({}, { replace: true }) });
  }, [token, confirm, setParams]);

  return (
    <Stack gap="lg">
      <SectionHeader title={t('account.email.title')} />
      {confirm.isPending && (
        <Group gap="sm" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('account.email.confirming')}</Text>
        </Group>
      )}
      {confirm.isSuccess && (
        <DoneNotice>{t('account.email.confirmed', { email: confirm.data.email })}</DoneNotice>
      )}
      <FormFailure message={confirm.isError && t(errorMessageKey(confirm.error))} />
      {settings.data ? (
        <EmailCard email={settings.data.email} hasPassword={settings.data.hasPassword} />
      ) : (
        <QueryState error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      <PlanCard />
    </Stack>
  );
}

function EmailCard({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation();
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { newEmail: '', password: '' },
    validate: (values) => {
      const parsed = EmailChangeBody.safeParse({
        newEmail: values.newEmail,
        password: hasPassword ? values.password : undefined,
      });
      const errors: Record<string, string> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (field && !errors[field]) errors[field] = issue.message;
        }
      }
      if (hasPassword && !values.password) errors.password = 'auth.validation.passwordRequired';
      return errors;
    },
  });
  const error = (field: 'newEmail' | 'password') => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key) : undefined;
  };

  const handleSubmit = form.onSubmit((values) => {
    request.mutate(
      { newEmail: values.newEmail, ...(hasPassword ? { password: values.password } : {}) },
      {
        onSuccess: () => {
          setSentTo(values.newEmail.trim().toLowerCase());
          form.reset();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.details.length > 0) {
            for (const detail of failure.details) form.setFieldError(detail.path, detail.key);
          } else form.setFieldError('newEmail', errorMessageKey(failure));
        },
      },
    );
  });

  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconMail size={22} stroke={1.7} aria-hidden />
          {/* A long address wraps inside the card on a phone instead of running past it. */}
          <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {t('account.email.current', { email })}
          </Text>
        </Group>
        <Note>{t('account.email.intro')}</Note>
        {sentTo && <DoneNotice>{t('account.email.sent', { email: sentTo })}</DoneNotice>}
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              {...form.getInputProps('newEmail')}
              error={error('newEmail')}
              label={t('account.email.new')}
              type="email"
              autoComplete="email"
              required
            />
            {hasPassword && (
              <PasswordInput
                {...form.getInputProps('password')}
                error={error('password')}
                label={t('account.email.password')}
                autoComplete="current-password"
                required
              />
            )}
            <FormActions isBusy={request.isPending} submitLabel={t('account.email.submit')} />
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

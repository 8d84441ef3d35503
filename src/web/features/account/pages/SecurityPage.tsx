import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDevices, IconKey, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { AccountSecurity } from '../../../../common/contracts/auth';
import { wrappingButton } from '../../../components/button-styles';
import { FormActions } from '../../../components/FormActions';
import { Note } from '../../../components/Note';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { ChangePasswordBody, useChangePassword } from '../api/change-password';
import { useAccountSecurity } from '../api/get-account-security';
import { SetPasswordBody, useSetPassword } from '../api/set-password';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { ActiveSessionsList } from '../components/ActiveSessionsList';
import { QueryState } from '../components/QueryState';
import { SecondFactorsCards } from '../components/SecondFactorsCards';
import { SectionHeader } from '../components/SectionHeader';
import { SettingsCard } from '../components/SettingsCard';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/** The first catalog key per field of a failed contract check. */
const fieldErrors = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
};

/**
 * `/settings/security` (issue 11 §8, issue 22 §1): change the password (or set a first one), the open
 * sessions one by one, and sign out of every device. Behind RequireAuth, inside the settings hub.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const security = useAccountSecurity();
  usePageTitle(t('account.security.title'));

  return (
    <Stack gap="lg">
      <SectionHeader title={t('account.security.title')} intro={t('account.security.intro')} />
      {!security.isSuccess ? (
        <QueryState error={security.error} onRetry={() => void security.refetch()} />
      ) : (
        <>
          <PasswordCard security={security.data} />
          <SecondFactorsCards />
          <SessionsCard security={security.data} />
        </>
      )}
    </Stack>
  );
}

function PasswordCard({ security }: { security: AccountSecurity }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const set = useSetPassword();
  const isChange = security.hasPassword;
  const [visible, setVisible] = useState(false);

  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: (values) => {
      const parsed = isChange
        ? ChangePasswordBody.safeParse(values)
        : SetPasswordBody.safeParse({ newPassword: values.newPassword });
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      if (!errors.newPassword && values.confirmation !== values.newPassword) {
        errors.confirmation = 'account.security.mismatch';
      }
      return errors;
    },
  });

  const handleError = (error: unknown) => {
    if (isApiError(error) && error.details.length > 0) {
      for (const detail of error.details) form.setFieldError(detail.path, detail.key);
      return;
    }
    notify({ color: 'red', message: t(errorMessageKey(error)) });
  };

  const handleSubmit = form.onSubmit((values) => {
    const onSuccess = () => {
      form.reset();
      notify({ color: 'teal', message: t(isChange ? 'account.security.changed' : 'account.security.set') });
    };
    if (isChange) {
      change.mutate(
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        { onSuccess, onError: handleError },
      );
    } else {
      set.mutate({ newPassword: values.newPassword }, { onSuccess, onError: handleError });
    }
  });

  const error = (field: keyof PasswordValues) => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key) : undefined;
  };
  // One eye for the three fields: showing one shows them all.
  const secret = (field: keyof PasswordValues) => ({
    ...form.getInputProps(field),
    error: error(field),
    required: true,
    visible,
    onVisibilityChange: setVisible,
    visibilityToggleButtonProps: { 'aria-label': t(visible ? 'auth.hidePassword' : 'auth.showPassword') },
  });

  return (
    <SettingsCard
      icon={IconKey}
      title={t(isChange ? 'account.security.changeTitle' : 'account.security.setTitle')}
      intro={t(isChange ? 'account.security.changeIntro' : 'account.security.setIntro')}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {isChange && (
            <PasswordInput
              {...secret('currentPassword')}
              label={t('account.security.current')}
              autoComplete="current-password"
            />
          )}
          <PasswordInput
            {...secret('newPassword')}
            label={t('account.security.new')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
          />
          <PasswordInput
            {...secret('confirmation')}
            label={t('account.security.confirm')}
            autoComplete="new-password"
          />
          <FormActions
            isBusy={change.isPending || set.isPending}
            submitLabel={t(isChange ? 'account.security.changeSubmit' : 'account.security.setSubmit')}
          />
        </Stack>
      </form>
    </SettingsCard>
  );
}

function SessionsCard({ security }: { security: AccountSecurity }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOutEverywhere = useSignOutEverywhere();

  const handleClick = () =>
    signOutEverywhere.mutate(undefined, {
      onSuccess: () => {
        notify({ color: 'teal', message: t('account.security.signedOutEverywhere') });
        navigate('/', { replace: true });
      },
      onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
    });

  return (
    <SettingsCard icon={IconDevices} title={t('account.security.sessionsTitle')}>
      <Text size="sm">{t('account.security.sessionsCount', { count: security.activeSessions })}</Text>
      <ActiveSessionsList />
      <Note>{t('account.security.sessionsIntro')}</Note>
      <Group justify="flex-end">
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          loading={signOutEverywhere.isPending}
          onClick={handleClick}
          styles={wrappingButton}
        >
          {t('account.security.signOutEverywhere')}
        </Button>
      </Group>
    </SettingsCard>
  );
}

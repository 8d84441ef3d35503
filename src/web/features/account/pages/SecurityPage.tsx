import { Alert, Button, Card, Group, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDevices, IconKey, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { AccountSecurity } from '../../../../common/contracts/auth';
import { wrappingButton } from '../../../components/button-styles';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { ChangePasswordBody, useChangePassword } from '../api/change-password';
import { useAccountSecurity } from '../api/get-account-security';
import { SetPasswordBody, useSetPassword } from '../api/set-password';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { ActiveSessionsList } from '../components/ActiveSessionsList';
import { SecondFactorsCards } from '../components/SecondFactorsCards';
import { SectionHeader } from '../components/SectionHeader';

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
      {security.isPending ? (
        <Group justify="center" py="xl" role="status" aria-label={t('common.loading')}>
          <Loader size="sm" aria-hidden />
        </Group>
      ) : security.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Text size="sm" mb="xs">
            {t(errorMessageKey(security.error))}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void security.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
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
  const toggle = {
    'aria-label': t(visible ? 'auth.hidePassword' : 'auth.showPassword'),
  };

  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconKey size={22} stroke={1.7} aria-hidden />
          <Title order={3} fz="h4">
            {t(isChange ? 'account.security.changeTitle' : 'account.security.setTitle')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t(isChange ? 'account.security.changeIntro' : 'account.security.setIntro')}
        </Text>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            {isChange && (
              <PasswordInput
                {...form.getInputProps('currentPassword')}
                error={error('currentPassword')}
                label={t('account.security.current')}
                autoComplete="current-password"
                required
                visible={visible}
                onVisibilityChange={setVisible}
                visibilityToggleButtonProps={toggle}
              />
            )}
            <PasswordInput
              {...form.getInputProps('newPassword')}
              error={error('newPassword')}
              label={t('account.security.new')}
              description={t('auth.passwordHint')}
              autoComplete="new-password"
              required
              visible={visible}
              onVisibilityChange={setVisible}
              visibilityToggleButtonProps={toggle}
            />
            <PasswordInput
              {...form.getInputProps('confirmation')}
              error={error('confirmation')}
              label={t('account.security.confirm')}
              autoComplete="new-password"
              required
              visible={visible}
              onVisibilityChange={setVisible}
              visibilityToggleButtonProps={toggle}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending || set.isPending}>
                {t(isChange ? 'account.security.changeSubmit' : 'account.security.setSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
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
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconDevices size={22} stroke={1.7} aria-hidden />
          <Title order={3} fz="h4">
            {t('account.security.sessionsTitle')}
          </Title>
        </Group>
        <Text size="sm">{t('account.security.sessionsCount', { count: security.activeSessions })}</Text>
        <ActiveSessionsList />
        <Text size="sm" c="dimmed">
          {t('account.security.sessionsIntro')}
        </Text>
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
      </Stack>
    </Card>
  );
}

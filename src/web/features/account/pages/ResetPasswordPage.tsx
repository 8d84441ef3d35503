import { Button, Card, Container, PasswordInput, Stack, Title } from '@mantine/core';
import { IconLockPassword } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Password } from '../../../../common/contracts/auth';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useResetPassword } from '../../auth';

/**
 * `/reset-password?token=…` (issue 33 §2): the page of the mailed recovery link. A new password, twice;
 * every session ends, so the member signs in again with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = Password.safeParse(password);
    if (!parsed.success) {
      setErrors({ password: t(parsed.error.issues[0]?.message ?? 'auth.validation.passwordRequired') });
      return;
    }
    if (confirmation !== password) {
      setErrors({ confirmation: t('account.security.mismatch') });
      return;
    }
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t('auth.reset.done') });
          navigate('/?auth=login', { replace: true });
        },
        onError: (failure) => {
          const detail = isApiError(failure) ? failure.details[0] : undefined;
          if (detail) setErrors({ password: t(detail.key) });
        },
      },
    );
  };

  const isDead = isApiError(reset.error) && reset.error.code === 'reset_link_invalid';
  const toggle = { 'aria-label': t(visible ? 'auth.hidePassword' : 'auth.showPassword') };

  return (
    <Container size="xs" w="100%" py={{ base: 32, md: 64 }}>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md">
          <IconLockPassword size={36} stroke={1.5} aria-hidden color="var(--mantine-color-sankofa-7)" />
          <Title order={1} fz="h2">
            {t('auth.reset.title')}
          </Title>
          {!token || isDead ? (
            <>
              <FormFailure message={t('errors.reset_link_invalid')} />
              <Button component={Link} to="/?auth=login">
                {t('auth.backToLogin')}
              </Button>
            </>
          ) : (
            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="md">
                <Note>{t('auth.reset.intro')}</Note>
                <FormFailure
                  message={reset.isError && !isDead && !errors.password && t(errorMessageKey(reset.error))}
                />
                <PasswordInput
                  label={t('account.security.new')}
                  description={t('auth.passwordHint')}
                  autoComplete="new-password"
                  required
                  value={password}
                  error={errors.password}
                  onChange={(event) => {
                    setPassword(event.currentTarget.value);
                    setErrors({});
                  }}
                  visible={visible}
                  onVisibilityChange={setVisible}
                  visibilityToggleButtonProps={toggle}
                />
                <PasswordInput
                  label={t('account.security.confirm')}
                  autoComplete="new-password"
                  required
                  value={confirmation}
                  error={errors.confirmation}
                  onChange={(event) => {
                    setConfirmation(event.currentTarget.value);
                    setErrors({});
                  }}
                  visible={visible}
                  onVisibilityChange={setVisible}
                  visibilityToggleButtonProps={toggle}
                />
                <Button type="submit" loading={reset.isPending}>
                  {t('auth.reset.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

import { Anchor, Button, Divider, PasswordInput, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { type AuthFormOptions, useAuthForm } from '../hooks/use-auth-form';
import { AuthEmailInput } from './AuthEmailInput';
import { AuthNoticeAlert } from './AuthNoticeAlert';
import { PasskeySignInButton } from './PasskeySignInButton';

interface AuthFormProps extends AuthFormOptions {
  /** "Mot de passe oublié ?", with the address typed so far. */
  onForgotPassword: (email: string) => void;
}

/** E-mail + password form for both login and sign-up, with the magic-link option on login (000 §2.2, §5). */
export function AuthForm({ onForgotPassword, ...options }: AuthFormProps) {
  const { mode, onSignedIn } = options;
  const { t } = useTranslation();
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const {
    form,
    notice,
    isSubmitting,
    isBusy,
    isSendingLink,
    isResending,
    handleSubmit,
    handleMagicLink,
    handleResend,
    handleModeChange,
  } = useAuthForm(options);

  const translated = (error: ReactNode) => (typeof error === 'string' ? t(error) : error);

  return (
    <Stack gap="lg">
      <Note>{t(mode === 'login' ? 'auth.loginSubtitle' : 'auth.signupSubtitle')}</Note>

      {notice && (
        <AuthNoticeAlert
          notice={notice}
          isResending={isResending}
          onResend={handleResend}
          onLogin={() => handleModeChange('login')}
        />
      )}

      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AuthEmailInput {...form.getInputProps('email')} error={translated(form.errors.email)} />
          <PasswordInput
            {...form.getInputProps('password')}
            error={translated(form.errors.password)}
            label={t('auth.password')}
            description={mode === 'signup' ? t('auth.passwordHint') : undefined}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            visible={isPasswordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleButtonProps={{
              'aria-label': t(isPasswordVisible ? 'auth.hidePassword' : 'auth.showPassword'),
            }}
          />
          {mode === 'login' && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              style={{ alignSelf: 'flex-end' }}
              onClick={() => onForgotPassword(form.values.email.trim())}
            >
              {t('auth.forgot.link')}
            </Anchor>
          )}
          <Button
            type="submit"
            fullWidth
            size="md"
            mt="xs"
            loading={isSubmitting}
            disabled={isBusy && !isSubmitting}
          >
            {t(mode === 'login' ? 'auth.submitLogin' : 'auth.submitSignup')}
          </Button>
        </Stack>
      </form>

      {mode === 'login' && (
        <>
          <Divider label={t('common.or')} labelPosition="center" />
          <Button
            variant="default"
            fullWidth
            leftSection={<IconMail size={18} stroke={1.8} aria-hidden />}
            loading={isSendingLink}
            disabled={isBusy && !isSendingLink}
            onClick={handleMagicLink}
          >
            {t('auth.magicLink')}
          </Button>
          <PasskeySignInButton onSignedIn={onSignedIn} />
        </>
      )}

      <Text size="sm" ta="center">
        {t(mode === 'login' ? 'auth.toSignup' : 'auth.toLogin')}{' '}
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={() => handleModeChange(mode === 'login' ? 'signup' : 'login')}
        >
          {t(mode === 'login' ? 'auth.toSignupAction' : 'auth.toLoginAction')}
        </Anchor>
      </Text>

      <Text size="xs" c="dimmed" ta="center">
        {t('auth.legalPrefix')}{' '}
        <Anchor component={Link} to="/page/terms" target="_blank" inherit>
          {t('auth.terms')}
        </Anchor>{' '}
        {t('auth.legalAnd')}{' '}
        <Anchor component={Link} to="/page/privacy" target="_blank" inherit>
          {t('auth.privacy')}
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

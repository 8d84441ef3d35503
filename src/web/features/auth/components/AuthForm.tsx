import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { SecondFactorMethod } from '../../../../common/contracts/auth';
import { Note } from '../../../components/Note';
import { type ApiErrorCode, isApiError } from '../../../lib/api-client';
import { issuesToErrors, serverFieldErrors, validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useCheckEmail } from '../api/check-email';
import { MagicLinkBody, useSendMagicLink } from '../api/magic-link';
import { useResendVerification } from '../api/resend-verification';
import { SignInBody, useSignIn } from '../api/sign-in';
import { SignUpBody, useSignUp } from '../api/sign-up';
import type { AuthMode } from '../hooks/use-auth-dialog';
import { AuthEmailInput } from './AuthEmailInput';
import { PasskeySignInButton } from './PasskeySignInButton';

interface FormValues {
  email: string;
  password: string;
}

const fieldNames: readonly (keyof FormValues)[] = ['email', 'password'];

type Notice = { kind: 'linkInvalid' } | { kind: 'resent' } | { kind: 'error'; code: ApiErrorCode };

// The form's values are the body of both requests: each mode checks them with its own contract.
const validateSignIn = validateWith(SignInBody, (values: FormValues) => values);
const validateSignUp = validateWith(SignUpBody, (values: FormValues) => values);

interface AuthFormProps {
  mode: AuthMode;
  redirect?: string;
  isLinkInvalid: boolean;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
  /** `password` stays in memory for the thank-you screen's resend, so the new link keeps it. */
  onSignedUp: (signUp: { email: string; password: string; replacedUnconfirmed: boolean }) => void;
  /** "Mot de passe oublié ?", with the address typed so far. */
  onForgotPassword: (email: string) => void;
  onMagicLinkSent: (email: string) => void;
  /** The password was right; the member's second factor is awaited. */
  onSecondFactor: (methods: readonly SecondFactorMethod[]) => void;
}

/** E-mail + password form for both login and sign-up, with the magic-link option on login (000 §2.2, §5). */
export function AuthForm({
  mode,
  redirect,
  isLinkInvalid,
  onModeChange,
  onSignedIn,
  onSignedUp,
  onMagicLinkSent,
  onForgotPassword,
  onSecondFactor,
}: AuthFormProps) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(isLinkInvalid ? { kind: 'linkInvalid' } : null);
  const [isPasswordVisible, setPasswordVisible] = useState(false);

  const signIn = useSignIn();
  const signUp = useSignUp();
  const checkEmail = useCheckEmail();
  const magicLink = useSendMagicLink();
  const resend = useResendVerification();

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validateInputOnBlur: true,
    // Mantine reads the latest rules on each validation, so the schema follows the current mode.
    validate: (values) => (mode === 'login' ? validateSignIn : validateSignUp)(values),
  });

  const handleError = (error: unknown) => {
    const fieldErrors = serverFieldErrors(error, fieldNames);
    if (Object.keys(fieldErrors).length > 0) {
      for (const [field, key] of Object.entries(fieldErrors)) form.setFieldError(field, key);
      return;
    }
    setNotice({ kind: 'error', code: isApiError(error) ? error.code : 'internal_error' });
  };

  const handleModeChange = (nextMode: AuthMode) => {
    form.clearErrors();
    setNotice(null);
    onModeChange(nextMode);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setNotice(null);
    if (mode === 'login') {
      const body = SignInBody.parse(values);
      signIn.mutate(body, {
        onSuccess: (session) =>
          session.user ? onSignedIn() : onSecondFactor(session.secondFactor?.methods ?? []),
        onError: handleError,
      });
      return;
    }
    const body = SignUpBody.parse(values);
    try {
      // 000 §5: the address is checked before sign-up. A confirmed one stops here; an unconfirmed one
      // is signed up again, which replaces the earlier attempt (issue 11 §1): the thank-you screen
      // then says so with the spec's text.
      const existing = await checkEmail.mutateAsync({ email: body.email });
      if (existing.exists && existing.confirmed) {
        setNotice({ kind: 'error', code: 'email_taken' });
        return;
      }
      await signUp.mutateAsync(body);
      onSignedUp({ email: body.email, password: body.password, replacedUnconfirmed: existing.exists });
    } catch (error) {
      handleError(error);
    }
  });

  const handleMagicLink = () => {
    setNotice(null);
    form.clearErrors();
    const result = MagicLinkBody.safeParse({ email: form.values.email, redirect });
    if (!result.success) {
      form.setFieldError(
        'email',
        issuesToErrors(result.error.issues).email ?? 'auth.validation.magicLinkEmail',
      );
      return;
    }
    const { email } = result.data;
    magicLink.mutate(result.data, { onSuccess: () => onMagicLinkSent(email), onError: handleError });
  };

  const handleResend = () => {
    const result = SignInBody.shape.email.safeParse(form.values.email);
    if (!result.success) return;
    // With the password just typed, the new link keeps it (a resend without it would drop it).
    const password = form.values.password || undefined;
    resend.mutate(
      { email: result.data, password },
      { onSuccess: () => setNotice({ kind: 'resent' }), onError: handleError },
    );
  };

  const translated = (error: ReactNode) => (typeof error === 'string' ? t(error) : error);
  const isSubmitting = signIn.isPending || signUp.isPending || checkEmail.isPending;
  const isBusy = isSubmitting || magicLink.isPending || resend.isPending;

  return (
    <Stack gap="lg">
      <Note>{t(mode === 'login' ? 'auth.loginSubtitle' : 'auth.signupSubtitle')}</Note>

      {notice && (
        <NoticeAlert
          notice={notice}
          isResending={resend.isPending}
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
            loading={magicLink.isPending}
            disabled={isBusy && !magicLink.isPending}
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

interface NoticeAlertProps {
  notice: Notice;
  isResending: boolean;
  onResend: () => void;
  onLogin: () => void;
}

function NoticeAlert({ notice, isResending, onResend, onLogin }: NoticeAlertProps) {
  const { t } = useTranslation();
  if (notice.kind === 'resent') {
    return (
      <Alert color="sankofa" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        {t('auth.resent')}
      </Alert>
    );
  }
  const message = notice.kind === 'linkInvalid' ? t('auth.linkInvalid') : t(`errors.${notice.code}`);
  const canResend =
    notice.kind === 'error' && (notice.code === 'email_not_verified' || notice.code === 'email_unconfirmed');
  const canLogin = notice.kind === 'error' && notice.code === 'email_taken';
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {canResend && (
          <Button size="xs" variant="white" color="red" loading={isResending} onClick={onResend}>
            {t('auth.resend')}
          </Button>
        )}
        {canLogin && (
          <Button size="xs" variant="white" color="red" onClick={onLogin}>
            {t('auth.toLoginAction')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

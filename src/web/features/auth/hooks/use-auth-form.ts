import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { SecondFactorMethod } from '../../../../common/contracts/auth';
import { type ApiErrorCode, isApiError } from '../../../lib/api-client';
import { issuesToErrors, serverFieldErrors, validateWith } from '../../../lib/forms';
import { useCheckEmail } from '../api/check-email';
import { MagicLinkBody, useSendMagicLink } from '../api/magic-link';
import { useResendVerification } from '../api/resend-verification';
import { SignInBody, useSignIn } from '../api/sign-in';
import { SignUpBody, useSignUp } from '../api/sign-up';
import type { AuthMode } from './use-auth-dialog';

interface FormValues {
  email: string;
  password: string;
}

const fieldNames: readonly (keyof FormValues)[] = ['email', 'password'];

/** What the form says above its fields: an expired link, a link sent again, or a refusal. */
export type AuthFormNotice =
  | { kind: 'linkInvalid' }
  | { kind: 'resent' }
  | { kind: 'error'; code: ApiErrorCode };

// The form's values are the body of both requests: each mode checks them with its own contract.
const validateSignIn = validateWith(SignInBody, (values: FormValues) => values);
const validateSignUp = validateWith(SignUpBody, (values: FormValues) => values);

/** The auth form's mode and what it tells its host. */
export interface AuthFormOptions {
  mode: AuthMode;
  redirect?: string;
  isLinkInvalid: boolean;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
  /** `password` stays in memory for the thank-you screen's resend, so the new link keeps it. */
  onSignedUp: (signUp: { email: string; password: string; replacedUnconfirmed: boolean }) => void;
  onMagicLinkSent: (email: string) => void;
  /** The password was right; the member's second factor is awaited. */
  onSecondFactor: (methods: readonly SecondFactorMethod[]) => void;
}

/**
 * The e-mail + password form's state and requests (000 §2.2, §5): login, sign-up (the address checked
 * first), the magic link and the verification mail sent again; the server's refusals go under their
 * field or into `notice`.
 */
export const useAuthForm = ({
  mode,
  redirect,
  isLinkInvalid,
  onModeChange,
  onSignedIn,
  onSignedUp,
  onMagicLinkSent,
  onSecondFactor,
}: AuthFormOptions) => {
  const [notice, setNotice] = useState<AuthFormNotice | null>(isLinkInvalid ? { kind: 'linkInvalid' } : null);

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

  const isSubmitting = signIn.isPending || signUp.isPending || checkEmail.isPending;
  const isBusy = isSubmitting || magicLink.isPending || resend.isPending;

  return {
    form,
    notice,
    isSubmitting,
    isBusy,
    isSendingLink: magicLink.isPending,
    isResending: resend.isPending,
    handleSubmit,
    handleMagicLink,
    handleResend,
    handleModeChange,
  };
};

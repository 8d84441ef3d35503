import { Button, Stack, Text } from '@mantine/core';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormFailure } from '../../../components/FormFailure';
import { useTranslation } from '../../../lib/i18n';
import type { AuthFormNotice } from '../hooks/use-auth-form';

/**
 * The auth form's notice above its fields (000 §2.2, §5): the link sent again, or in red an expired link
 * or a refusal, with 'Renvoyer l'email de confirmation' for an unconfirmed address and 'Connectez-vous'
 * for a taken one.
 */
export function AuthNoticeAlert({
  notice,
  isResending,
  onResend,
  onLogin,
}: {
  notice: AuthFormNotice;
  isResending: boolean;
  onResend: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  if (notice.kind === 'resent') {
    return <DoneNotice>{t('auth.resent')}</DoneNotice>;
  }
  const message = notice.kind === 'linkInvalid' ? t('auth.linkInvalid') : t(`errors.${notice.code}`);
  const canResend =
    notice.kind === 'error' && (notice.code === 'email_not_verified' || notice.code === 'email_unconfirmed');
  const canLogin = notice.kind === 'error' && notice.code === 'email_taken';
  return (
    <FormFailure
      message={
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
      }
    />
  );
}

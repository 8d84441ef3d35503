import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { MailedLinkKind, SecondFactorMethod } from '../../../../common/contracts/auth';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormFailure } from '../../../components/FormFailure';
import { Notice } from '../../../components/Notice';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useResendVerification } from '../api/resend-verification';
import type { AuthMode } from '../hooks/use-auth-dialog';
import { AuthForm } from './AuthForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { OpenLinkForm } from './OpenLinkForm';
import { SecondFactorForm } from './SecondFactorForm';

type Screen =
  | { name: 'form' }
  | { name: 'thanks'; email: string; password: string; replacedUnconfirmed: boolean }
  | { name: 'magicLinkSent'; email: string }
  | { name: 'forgot'; email: string }
  | { name: 'resetSent'; email: string }
  | { name: 'secondFactor'; methods: readonly SecondFactorMethod[] }
  | { name: 'openLink'; kind: MailedLinkKind };

/** A magic link does not say which second factors the member has: both are offered. */
const everySecondFactor: readonly SecondFactorMethod[] = ['totp', 'passkey'];

interface AuthPanelProps {
  mode: AuthMode;
  redirect?: string;
  isLinkInvalid: boolean;
  isSecondStep: boolean;
  linkKind?: MailedLinkKind;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
}

/** The dialog's content: the form, then the thank-you or "check your mail" screen. */
export function AuthPanel({
  mode,
  redirect,
  isLinkInvalid,
  isSecondStep,
  linkKind,
  onModeChange,
  onSignedIn,
}: AuthPanelProps) {
  const { t } = useTranslation();
  const [screen, setScreen] = useState<Screen>(
    linkKind
      ? { name: 'openLink', kind: linkKind }
      : isSecondStep
        ? { name: 'secondFactor', methods: everySecondFactor }
        : { name: 'form' },
  );

  const title =
    screen.name === 'thanks'
      ? t('auth.thanksTitle')
      : screen.name === 'magicLinkSent' || screen.name === 'resetSent'
        ? t('auth.magicLinkSentTitle')
        : screen.name === 'forgot'
          ? t('auth.forgot.title')
          : screen.name === 'secondFactor'
            ? t('auth.secondFactor.title')
            : screen.name === 'openLink'
              ? t(screen.kind === 'magic-link' ? 'auth.openLink.signInTitle' : 'auth.openLink.confirmTitle')
              : t(mode === 'login' ? 'auth.loginTitle' : 'auth.signupTitle');

  const handleBackToForm = (nextMode: AuthMode) => {
    setScreen({ name: 'form' });
    onModeChange(nextMode);
  };

  return (
    <>
      <Modal.Header component="div" pb={4}>
        <Modal.Title fw={700} fz="xl">
          {title}
        </Modal.Title>
        <Modal.CloseButton aria-label={t('common.close')} />
      </Modal.Header>
      <Modal.Body>
        {screen.name === 'form' && (
          <AuthForm
            mode={mode}
            redirect={redirect}
            isLinkInvalid={isLinkInvalid}
            onModeChange={onModeChange}
            onSignedIn={onSignedIn}
            onSignedUp={(signUp) => setScreen({ name: 'thanks', ...signUp })}
            onMagicLinkSent={(email) => setScreen({ name: 'magicLinkSent', email })}
            onForgotPassword={(email) => setScreen({ name: 'forgot', email })}
            onSecondFactor={(methods) => setScreen({ name: 'secondFactor', methods })}
          />
        )}
        {screen.name === 'openLink' && (
          <OpenLinkForm kind={screen.kind} onNewLink={() => handleBackToForm('login')} />
        )}
        {screen.name === 'secondFactor' && (
          <SecondFactorForm
            methods={screen.methods}
            onSignedIn={onSignedIn}
            onRestart={() => handleBackToForm('login')}
          />
        )}
        {screen.name === 'forgot' && (
          <ForgotPasswordForm
            initialEmail={screen.email}
            onSent={(email) => setScreen({ name: 'resetSent', email })}
            onBack={() => handleBackToForm('login')}
          />
        )}
        {screen.name === 'resetSent' && (
          <SentScreen onBack={() => handleBackToForm('login')}>
            {t('auth.forgot.sent', { email: screen.email })}
          </SentScreen>
        )}
        {screen.name === 'thanks' && (
          <ThanksScreen
            email={screen.email}
            password={screen.password}
            replacedUnconfirmed={screen.replacedUnconfirmed}
            onBackToLogin={() => handleBackToForm('login')}
          />
        )}
        {screen.name === 'magicLinkSent' && (
          <SentScreen onBack={() => handleBackToForm('login')}>
            {t('auth.magicLinkSent', { email: screen.email })}
          </SentScreen>
        )}
      </Modal.Body>
    </>
  );
}

interface SentScreenProps {
  children: ReactNode;
  onBack: () => void;
  footer?: ReactNode;
}

function SentScreen({ children, onBack, footer }: SentScreenProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="stretch">
      <ThemeIcon size={56} radius="xl" variant="light" color="sankofa" mx="auto" aria-hidden>
        <IconMailCheck size={30} stroke={1.6} />
      </ThemeIcon>
      <Text ta="center">{children}</Text>
      {footer}
      <Button variant="subtle" onClick={onBack}>
        {t('auth.backToLogin')}
      </Button>
    </Stack>
  );
}

interface ThanksScreenProps {
  email: string;
  password: string;
  replacedUnconfirmed: boolean;
  onBackToLogin: () => void;
}

function ThanksScreen({ email, password, replacedUnconfirmed, onBackToLogin }: ThanksScreenProps) {
  const { t } = useTranslation();
  const resend = useResendVerification();

  return (
    <SentScreen
      onBack={onBackToLogin}
      footer={
        <>
          {replacedUnconfirmed && (
            <Notice role="status">
              <Text size="sm">{t('errors.email_unconfirmed')}</Text>
              <Text size="sm" mt={4}>
                {t('auth.unconfirmedReplaced')}
              </Text>
            </Notice>
          )}
          <Text ta="center" size="sm" c="dimmed">
            {t('auth.thanksHint')}
          </Text>
          {resend.isSuccess && <DoneNotice>{t('auth.resent')}</DoneNotice>}
          <FormFailure message={resend.isError && t(errorMessageKey(resend.error))} />
          <Button
            variant="light"
            loading={resend.isPending}
            onClick={() => resend.mutate({ email, password })}
          >
            {t('auth.resend')}
          </Button>
        </>
      }
    >
      {t('auth.thanksBody', { email })}
    </SentScreen>
  );
}

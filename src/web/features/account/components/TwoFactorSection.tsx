import { Badge, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { toDataURL } from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { SecondFactorCode } from '../../../../common/contracts/auth';
import type { SecondFactors, TotpSetup } from '../../../../common/contracts/two-factor';
import { Note } from '../../../components/Note';
import { Notice } from '../../../components/Notice';
import { useCheckedValue } from '../../../components/use-checked-value';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import {
  useDisableTotp,
  useEnableTotp,
  useRefreshSecondFactors,
  useRenewRecoveryCodes,
  useSetupTotp,
} from '../api/second-factors';
import { InlineFieldForm } from './InlineFieldForm';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SettingsCard } from './SettingsCard';

/** A typed code, checked with the contract; the catalog key of its error otherwise. */
const parseCode = (value: string) => {
  const parsed = SecondFactorCode.safeParse(value);
  return parsed.success
    ? { code: parsed.data, error: null }
    : { code: '', error: parsed.error.issues[0]?.message ?? 'auth.validation.codeInvalid' };
};

/** A code field and its submit, for enabling the authenticator. */
function CodeForm({
  label,
  submit,
  onCode,
  loading,
}: {
  label: string;
  submit: string;
  onCode: (code: string, fail: (key: string) => void) => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { value, setError, inputProps } = useCheckedValue();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { code, error: invalid } = parseCode(value);
    if (invalid) return setError(t(invalid));
    onCode(code, (key) => setError(t(key)));
  };
  return (
    <InlineFieldForm
      label={label}
      {...inputProps}
      autoComplete="one-time-code"
      maxLength={16}
      submitLabel={submit}
      isPending={loading}
      onSubmit={handleSubmit}
    />
  );
}

/** With two-factor on: one code (current or recovery) proves a renewal of the codes or turning it off. */
function Manage({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const disable = useDisableTotp();
  const renew = useRenewRecoveryCodes();
  const { value, setError, inputProps } = useCheckedValue();
  const withCode = (action: (code: string) => void) => () => {
    const { code, error: invalid } = parseCode(value);
    if (invalid) return setError(t(invalid));
    action(code);
  };
  const fail = (failure: unknown) => setError(t(errorMessageKey(failure)));
  return (
    <Stack gap="sm">
      <TextInput
        label={t('account.twoFactor.currentCode')}
        {...inputProps}
        autoComplete="one-time-code"
        maxLength={16}
      />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          loading={renew.isPending}
          onClick={withCode((code) =>
            renew.mutate(code, { onSuccess: (result) => onCodes(result.recoveryCodes), onError: fail }),
          )}
        >
          {t('account.twoFactor.renew')}
        </Button>
        <Button
          variant="light"
          color="red"
          loading={disable.isPending}
          onClick={withCode((code) =>
            disable.mutate(code, {
              onSuccess: () => notify({ color: 'teal', message: t('account.twoFactor.disabled') }),
              onError: fail,
            }),
          )}
        >
          {t('account.twoFactor.disable')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Step 2 of the enrolment: the QR code, the secret to type by hand, and the first code. */
function Enrolment({ setup, onEnabled }: { setup: TotpSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const enable = useEnableTotp();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void toDataURL(setup.uri, { margin: 1, width: 200 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [setup.uri]);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('account.twoFactor.scan')}</Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {qr && <Image src={qr} w={200} h={200} alt={t('account.twoFactor.qrAlt')} radius="sm" />}
        <Stack gap={4} style={{ flex: '1 1 14rem' }}>
          <Note>{t('account.twoFactor.typeSecret')}</Note>
          <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
            {setup.secret}
          </Code>
        </Stack>
      </Group>
      <CodeForm
        label={t('account.twoFactor.firstCode')}
        submit={t('account.twoFactor.confirm')}
        loading={enable.isPending}
        onCode={(code, fail) =>
          enable.mutate(code, {
            onSuccess: (result) => onEnabled(result.recoveryCodes),
            onError: (error) => fail(errorMessageKey(error)),
          })
        }
      />
    </Stack>
  );
}

/** "Validation en deux étapes" in `/settings/security` (issue 33 §4). */
export function TwoFactorSection({ status }: { status: SecondFactors }) {
  const { t } = useTranslation();
  const setup = useSetupTotp();
  const refresh = useRefreshSecondFactors();
  const [pending, setPending] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { totp } = status;

  return (
    <SettingsCard
      icon={IconShieldCheck}
      title={t('account.twoFactor.title')}
      intro={t('account.twoFactor.intro')}
      aside={
        <Badge color={totp.enabled ? 'teal' : 'gray'} variant="light">
          {t(totp.enabled ? 'account.twoFactor.on' : 'account.twoFactor.off')}
        </Badge>
      }
    >
      {status.requiredForRole && !totp.enabled && status.passkeys.length === 0 && (
        <Notice tone="caution" role="status">
          {t('account.twoFactor.requiredForRole')}
        </Notice>
      )}
      {codes ? (
        <RecoveryCodesPanel
          codes={codes}
          onDone={() => {
            setCodes(null);
            void refresh();
          }}
        />
      ) : totp.enabled ? (
        <>
          <Text size="sm">{t('account.twoFactor.codesLeft', { count: totp.recoveryCodesLeft })}</Text>
          <Manage onCodes={setCodes} />
        </>
      ) : pending ? (
        <Enrolment
          setup={pending}
          onEnabled={(recovery) => {
            setPending(null);
            setCodes(recovery);
          }}
        />
      ) : (
        <Group justify="flex-end">
          <Button
            loading={setup.isPending}
            onClick={() =>
              setup.mutate(undefined, {
                onSuccess: setPending,
                onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
              })
            }
          >
            {t('account.twoFactor.enable')}
          </Button>
        </Group>
      )}
    </SettingsCard>
  );
}

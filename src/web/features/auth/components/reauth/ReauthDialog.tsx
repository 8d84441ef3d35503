import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Modal } from '../../../../components/Modal';
import { QueryFailure } from '../../../../components/QueryFailure';
import { SectionLoader } from '../../../../components/SectionLoader';
import { useTranslation } from '../../../../lib/i18n';
import { getProofMethods } from '../../api/reauthenticate';
import { proofMethodsShown, settleProof, useFactorsOnly } from '../../hooks/use-reauth';
import { EmailProof } from './EmailProof';
import { PasskeyProof } from './PasskeyProof';
import { PasswordProof } from './PasswordProof';
import type { ProofSections } from './proof-section';
import { TotpProof } from './TotpProof';

/** One section per method; a new method (a second factor, a passkey) adds its component here. */
const sections: ProofSections = {
  password: PasswordProof,
  email: EmailProof,
  totp: TotpProof,
  passkey: PasskeyProof,
};

/** "Confirmez votre identité": asked before a sensitive change when the session has no recent proof. */
export function ReauthDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const methods = useQuery({
    queryKey: ['auth', 'proof-methods'],
    queryFn: getProofMethods,
    enabled: opened,
    staleTime: 0,
  });
  const factorsOnly = useFactorsOnly();
  const close = () => settleProof(false);

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      radius="lg"
      padding="xl"
      title={
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={20} aria-hidden />
          <Text fw={600}>{t('auth.reauth.title')}</Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text size="sm">{t(factorsOnly ? 'auth.reauth.factorsIntro' : 'auth.reauth.intro')}</Text>
        {methods.isPending ? (
          <SectionLoader py="md" />
        ) : methods.isError ? (
          <QueryFailure error={methods.error} onRetry={() => void methods.refetch()} />
        ) : (
          proofMethodsShown(methods.data, factorsOnly).map((method, index) => {
            const Section = sections[method];
            return (
              <Fragment key={method}>
                {index > 0 && <Divider label={t('auth.reauth.or')} labelPosition="center" />}
                <Section onProven={() => settleProof(true)} />
              </Fragment>
            );
          })
        )}
        <Button variant="subtle" color="gray" onClick={close}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}

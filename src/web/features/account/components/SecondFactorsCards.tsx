import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useSecondFactors } from '../api/second-factors';
import { PasskeysSection } from './PasskeysSection';
import { TwoFactorSection } from './TwoFactorSection';

/** The second factors of `/settings/security`: the authenticator, then the passkeys (issue 33 §4–5). */
export function SecondFactorsCards() {
  const { t } = useTranslation();
  const status = useSecondFactors();
  if (status.isPending)
    return (
      <Group justify="center" py="md" role="status" aria-label={t('common.loading')}>
        <Loader size="sm" aria-hidden />
      </Group>
    );
  if (status.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        <Text size="sm" mb="xs">
          {t(errorMessageKey(status.error))}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void status.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return (
    <>
      <TwoFactorSection status={status.data} />
      <PasskeysSection status={status.data} />
    </>
  );
}

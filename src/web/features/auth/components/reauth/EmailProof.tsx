import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { RedirectPath } from '../../../../../common/contracts/auth';
import { DoneNotice } from '../../../../components/DoneNotice';
import { Note } from '../../../../components/Note';
import { errorMessageKey } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { reauthenticate } from '../../api/reauthenticate';
import type { ProofSectionProps } from './proof-section';

/**
 * Re-authentication by a fresh sign-in link mailed to the account's address: following it in this
 * browser opens a new, proven session and comes back to this page, where the member does it again.
 */
export function EmailProof(_props: ProofSectionProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const send = useMutation({ mutationFn: reauthenticate });
  const here = RedirectPath.safeParse(`${location.pathname}${location.search}`);

  if (send.isSuccess) {
    return <DoneNotice>{t('auth.reauth.linkSent')}</DoneNotice>;
  }
  return (
    <Stack gap="sm">
      <Note>{t('auth.reauth.emailIntro')}</Note>
      {send.isError && (
        <Text size="sm" c="red" role="alert">
          {t(errorMessageKey(send.error))}
        </Text>
      )}
      <Button
        variant="light"
        loading={send.isPending}
        onClick={() => send.mutate({ method: 'email', ...(here.success ? { redirect: here.data } : {}) })}
        fullWidth
      >
        {t('auth.reauth.sendLink')}
      </Button>
    </Stack>
  );
}

import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLogin2, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { MailedLinkKind } from '../../../../common/contracts/auth';
import { FormFailure } from '../../../components/FormFailure';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useOpenMailedLink } from '../api/open-link';

interface OpenLinkFormProps {
  kind: MailedLinkKind;
}

/**
 * Where a mailed link lands (`/?authLink=<kind>#<the link's query>`): one click spends it in this browser.
 * Opening the link spends nothing, so the mail scanners and link previews that open every link of a mail
 * leave it valid, and a page cannot sign a visitor in behind their back. Then the browser goes where the
 * server says (signed in, a second factor to give, or why the link failed) and loads the app afresh.
 */
export function OpenLinkForm({ kind }: OpenLinkFormProps) {
  const { t } = useTranslation();
  // The fragment holds the link's token; it never reaches a server log or a Referer.
  const [query] = useState(() => window.location.hash.slice(1));
  const open = useOpenMailedLink();
  const isSignIn = kind === 'magic-link';

  const handleOpen = () =>
    open.mutate({ kind, query }, { onSuccess: ({ location }) => window.location.assign(location) });

  return (
    <Stack gap="md" align="stretch">
      <ThemeIcon size={56} radius="xl" variant="light" color="sankofa" mx="auto" aria-hidden>
        {isSignIn ? <IconLogin2 size={30} stroke={1.6} /> : <IconMailCheck size={30} stroke={1.6} />}
      </ThemeIcon>
      <Text ta="center">{t(isSignIn ? 'auth.openLink.signInText' : 'auth.openLink.confirmText')}</Text>
      <FormFailure
        message={query === '' ? t('auth.linkInvalid') : open.isError && t(errorMessageKey(open.error))}
      />
      <Button
        size="md"
        fullWidth
        onClick={handleOpen}
        loading={open.isPending || open.isSuccess}
        disabled={query === ''}
        data-autofocus
      >
        {t(isSignIn ? 'auth.openLink.signIn' : 'auth.openLink.confirm')}
      </Button>
    </Stack>
  );
}

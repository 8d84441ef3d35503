import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLogin2, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { MailedLinkKind } from '../../../../common/contracts/auth';
import { FormFailure } from '../../../components/FormFailure';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLinkAccount, useOpenMailedLink } from '../api/open-link';

interface OpenLinkFormProps {
  kind: MailedLinkKind;
  /** A dead link's way on: the sign-in form, where a new link is asked for. */
  onNewLink: () => void;
}

/**
 * Where a mailed link lands (`/?authLink=<kind>#<the link's query>`): one click spends it in this browser.
 * Opening the link spends nothing, so the mail scanners and link previews that open every link of a mail
 * leave it valid; the account it is for is named before the click, so a link someone else sent (which
 * would sign into their account) is seen for what it is. Then the browser goes where the server says
 * (signed in, a second factor to give, or why the link failed) and loads the app afresh.
 */
export function OpenLinkForm({ kind, onNewLink }: OpenLinkFormProps) {
  const { t } = useTranslation();
  // The fragment holds the link's token; it never reaches a server log or a Referer.
  const [query] = useState(() => window.location.hash.slice(1));
  const account = useLinkAccount({ kind, query });
  const open = useOpenMailedLink();
  const isSignIn = kind === 'magic-link';
  const isDead = query === '' || account.data?.email === null;
  const failure = isDead
    ? t('auth.linkInvalid')
    : (account.isError && t(errorMessageKey(account.error))) ||
      (open.isError && t(errorMessageKey(open.error)));

  // The button the dialog focused goes once the link proves dead: the focus moves to the way on.
  const newLinkRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isDead) newLinkRef.current?.focus();
  }, [isDead]);

  const handleOpen = () =>
    open.mutate({ kind, query }, { onSuccess: ({ location }) => window.location.assign(location) });

  return (
    <Stack gap="md" align="stretch">
      <ThemeIcon size={56} radius="xl" variant="light" color="sankofa" mx="auto" aria-hidden>
        {isSignIn ? <IconLogin2 size={30} stroke={1.6} /> : <IconMailCheck size={30} stroke={1.6} />}
      </ThemeIcon>
      <Text ta="center">{t(isSignIn ? 'auth.openLink.signInText' : 'auth.openLink.confirmText')}</Text>
      {account.data?.email && (
        <Text ta="center" size="sm" c="dimmed">
          {t('auth.openLink.account')}{' '}
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {account.data.email}
          </Text>
        </Text>
      )}
      <FormFailure message={failure} />
      {isDead ? (
        <Button ref={newLinkRef} size="md" fullWidth variant="light" onClick={onNewLink}>
          {t('auth.openLink.newLink')}
        </Button>
      ) : (
        <Button
          size="md"
          fullWidth
          onClick={handleOpen}
          loading={account.isPending || open.isPending || open.isSuccess}
          data-autofocus
        >
          {t(isSignIn ? 'auth.openLink.signIn' : 'auth.openLink.confirm')}
        </Button>
      )}
    </Stack>
  );
}

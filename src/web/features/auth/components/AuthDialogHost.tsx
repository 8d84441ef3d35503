import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../../components/overlays/lazy-part';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { withZodLoaded } from '../../../lib/zod-loader';
import { useAuthDialog } from '../hooks/use-auth-dialog';

// Its forms check their fields with the contracts' schemas: zod loads with them (lib/zod-loader.ts).
const loadAuthDialog = () => withZodLoaded(import('./AuthDialog'));
const AuthDialog = lazyPart(loadAuthDialog, 'AuthDialog');

/** Starts loading the dialog's code early, e.g. when the pointer reaches a login button. */
export const preloadAuthDialog = (): void => {
  void loadAuthDialog();
};

/**
 * Mounted once in the shell: shows the login / sign-up dialog whenever the URL or location state asks
 * for it. Its code (forms, validation) loads on first use, outside the landing budget.
 */
export function AuthDialogHost() {
  const controls = useAuthDialog();
  const [hasOpened, setHasOpened] = useState(controls.opened);

  useEffect(() => {
    if (controls.opened) setHasOpened(true);
  }, [controls.opened]);

  // A link for another account was left unspent: say why, keep the member where they are.
  const { isLinkForOtherAccount, close } = controls;
  useEffect(() => {
    if (!isLinkForOtherAccount) return;
    notify({ color: 'orange', message: t('auth.linkOtherAccount'), autoClose: 12_000 });
    close();
  }, [isLinkForOtherAccount, close]);

  if (!hasOpened && !controls.opened) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog controls={controls} />
    </Suspense>
  );
}

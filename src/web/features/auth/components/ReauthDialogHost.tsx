import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../../components/overlays/lazy-part';
import { withZodLoaded } from '../../../lib/zod-loader';
import { useProofRequested } from '../hooks/use-reauth';

// Its forms check their fields with the contracts' schemas: zod loads with them (lib/zod-loader.ts).
const ReauthDialog = lazyPart(() => withZodLoaded(import('./reauth/ReauthDialog')), 'ReauthDialog');

/**
 * Mounted once in the shell: shows "Confirmez votre identité" while a sensitive change waits for a
 * proof (`withReauth`). Its code loads the first time it is needed.
 */
export function ReauthDialogHost() {
  const opened = useProofRequested();
  const [hasOpened, setHasOpened] = useState(opened);
  useEffect(() => {
    if (opened) setHasOpened(true);
  }, [opened]);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog opened={opened} />
    </Suspense>
  );
}

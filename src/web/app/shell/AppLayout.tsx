import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SplashScreen } from '../../components/SplashScreen';
import { accountPaths } from '../../features/account/paths';
import { AuthDialogHost } from '../../features/auth/components/AuthDialogHost';
import { ReauthDialogHost } from '../../features/auth/components/ReauthDialogHost';
import { useMailBounce } from '../../features/mail/api/bounce';
import { loadNamespaces, useTranslation } from '../../lib/i18n';
import { usePageSettled } from '../../lib/page-settled';
import { sessionQueryKey, useSession } from '../../lib/session';
import { areasByKey, loadAreaRealtime } from '../areas';
import { loadMantine } from '../mantine/gate';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';

// The realtime socket is for members only: visitors never download it, nor the areas' handlers.
const RealtimeSync = lazy(async () => {
  const [{ RealtimeSync: Sync }, areas] = await Promise.all([
    import('../../features/realtime/RealtimeSync'),
    loadAreaRealtime(),
  ]);
  return {
    default: (props: { userId: string; onSessionEnded: () => void }) => <Sync {...props} areas={areas} />,
  };
});

// Members only: the banner of a bouncing address (Mantine's Alert and its texts) stays out of the
// visitors' first load (DESIGN §6), and out of a member's unless their address bounces (`BounceNotice`).
const MailBounceBanner = lazy(async () => {
  const [{ MailBounceBanner: Banner }] = await Promise.all([
    import('../../features/mail/components/MailBounceBanner'),
    loadNamespaces(areasByKey(['mail']).flatMap((area) => area.i18n)),
    loadMantine(),
  ]);
  return { default: Banner };
});

/** The frame of every page: header, main content, footer, and the login dialog on demand. */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session.data?.user?.id;
  const email = session.data?.user?.email;
  const queryClient = useQueryClient();
  const isSettled = usePageSettled();
  // The server ended the session: reading it again shows the visitor's header.
  const handleSessionEnded = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    [queryClient],
  );
  // A device with push on saves its subscription in this session: the server's copy ends with its session.
  useEffect(() => {
    if (userId && isSettled)
      void import('../../features/account/api/device-push').then((push) => push.resyncDevicePush());
  }, [userId, isSettled]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {email && <BounceNotice email={email} />}
        {/* Pages decide by the session (landing redirect, guards): wait for it once, behind the splash. */}
        {session.isPending ? <SplashScreen /> : <Outlet />}
      </main>
      <Footer />
      <AuthDialogHost />
      {userId && <ReauthDialogHost />}
      {/* Once the page has settled (lib/page-settled.ts): the socket's `realtime.ready` has the member's
          queries read again if anything happened meanwhile. */}
      {userId && isSettled && (
        <Suspense fallback={null}>
          <RealtimeSync userId={userId} onSessionEnded={handleSessionEnded} />
        </Suspense>
      )}
      {/* Keyed by path: a fresh load (confirmation link, reload) restores that page's own position,
          never the one of another page loaded fresh in the same tab. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </>
  );
}

/** The bounce banner, loaded with its texts only when the member's address bounces. */
function BounceNotice({ email }: { email: string }) {
  const bounce = useMailBounce(email);
  if (!bounce.data?.bounced) return null;
  return (
    <Suspense fallback={null}>
      <MailBounceBanner email={email} settingsPath={accountPaths.account} />
    </Suspense>
  );
}

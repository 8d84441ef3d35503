import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { SplashScreen } from '../../components/SplashScreen';
import { useSession } from '../../features/auth/api/get-session';
import { AuthDialogHost } from '../../features/auth/components/AuthDialogHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';

// The realtime socket is for members only: visitors never download it.
const RealtimeSync = lazy(() =>
  import('../../features/realtime/RealtimeSync').then((module) => ({ default: module.RealtimeSync })),
);

/** The frame of every page: header, main content, footer, and the login dialog on demand. */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session.data?.user?.id;

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {/* Pages decide by the session (landing redirect, guards): wait for it once, behind the splash. */}
        {session.isPending ? <SplashScreen /> : <Outlet />}
      </main>
      <Footer />
      <AuthDialogHost />
      {userId && (
        <Suspense fallback={null}>
          <RealtimeSync userId={userId} />
        </Suspense>
      )}
      {/* Keyed by path: a fresh load (confirmation link, reload) restores that page's own position,
          never the one of another page loaded fresh in the same tab. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </>
  );
}

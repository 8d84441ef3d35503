import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { SplashScreen } from '../../components/SplashScreen';
import type { ShowAuthState } from '../../features/auth/hooks/use-auth-dialog';
import { errorMessageKey } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/**
 * Members only (000 §2.1): a visitor is sent to `/` with the login dialog open, and comes back here
 * after signing in. Used as a layout route (renders the child route) or around `children`.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const user = session.data?.user;
  // A member who signs out here goes home without the login dialog popping up.
  const hasBeenMember = useRef(false);
  useEffect(() => {
    if (user) hasBeenMember.current = true;
  }, [user]);

  if (session.isPending) return <SplashScreen />;
  if (session.isError)
    return <ErrorState messageKey={errorMessageKey(session.error)} onRetry={() => void session.refetch()} />;
  if (!user) {
    const state: ShowAuthState = {
      showAuth: true,
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to="/" replace state={hasBeenMember.current ? null : state} />;
  }
  return children ?? <Outlet />;
}

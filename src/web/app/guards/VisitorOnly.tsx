import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthDialog } from '../../features/auth/hooks/use-auth-dialog';
import { useSession } from '../../lib/session';
import { memberHome } from '../paths';

// RedirectPath of common/contracts/auth, without loading zod on the landing: a path of this site only.
const isSitePath = (path: string | undefined): path is string =>
  path !== undefined && path.length <= 500 && /^\/(?!\/)[^\s\\]*$/.test(path);

/**
 * Visitors' pages (the landing): a signed-in member goes to the member home instead (000 §2.1), or
 * back where the login dialog was opened for (`?redirect=`), so signing in there lands on that page. A
 * mailed link's page (`?authLink=`, its token in the fragment) goes along: its dialog opens there.
 */
export function VisitorOnly({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { hash } = useLocation();
  const { redirect, linkKind } = useAuthDialog();
  if (session.data?.user) {
    const to = linkKind
      ? { pathname: memberHome, search: `?authLink=${linkKind}`, hash }
      : isSitePath(redirect)
        ? redirect
        : memberHome;
    return <Navigate to={to} replace />;
  }
  return children ?? <Outlet />;
}

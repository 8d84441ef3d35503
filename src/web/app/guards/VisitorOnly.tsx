import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuthDialog } from '../../features/auth/hooks/use-auth-dialog';
import { useSession } from '../../lib/session';
import { memberHome } from '../paths';

// RedirectPath of common/contracts/auth, without loading zod on the landing: a path of this site only.
const isSitePath = (path: string | undefined): path is string =>
  path !== undefined && path.length <= 500 && /^\/(?!\/)[^\s\\]*$/.test(path);

/**
 * Visitors' pages (the landing): a signed-in member goes to the member home instead (000 §2.1), or
 * back where the login dialog was opened for (`?redirect=`), so signing in there lands on that page.
 */
export function VisitorOnly({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { redirect } = useAuthDialog();
  if (session.data?.user) return <Navigate to={isSitePath(redirect) ? redirect : memberHome} replace />;
  return children ?? <Outlet />;
}

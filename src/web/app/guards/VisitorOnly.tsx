import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/auth/api/get-session';
import { memberHome } from '../paths';

/** Visitors' pages (the landing): a signed-in member goes to the member home instead (000 §2.1). */
export function VisitorOnly({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.data?.user) return <Navigate to={memberHome} replace />;
  return children ?? <Outlet />;
}

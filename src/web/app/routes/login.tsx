import { Navigate, useSearchParams } from 'react-router';
import { RedirectPath } from '../../../common/contracts/auth';
import { useSession } from '../../lib/session';
import { memberHome } from '../paths';

/**
 * `/login?redirect=/x` (000 §2.1): a visitor gets the landing with the login dialog open, and returns
 * to `/x` once signed in; a member goes straight to `/x`. Only paths of this site are followed.
 */
export function Component() {
  const [params] = useSearchParams();
  const session = useSession();
  const parsed = RedirectPath.safeParse(params.get('redirect'));
  const redirect = parsed.success ? parsed.data : undefined;

  if (session.data?.user) return <Navigate to={redirect ?? memberHome} replace />;
  const search = new URLSearchParams({ auth: 'login' });
  if (redirect) search.set('redirect', redirect);
  return <Navigate to={{ pathname: '/', search: `?${search}` }} replace />;
}

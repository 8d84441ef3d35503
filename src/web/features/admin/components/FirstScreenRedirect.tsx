import { Navigate } from 'react-router';
import { ListEmpty } from '../../../components/admin/ListState';
import { useTranslation } from '../../../lib/i18n';
import { useAdminMe } from '../api/get-admin-me';
import { screensOpenTo } from '../screens';

/** What a staff member whose role opens no built screen yet sees in the frame. */
export function NoScreen() {
  const { t } = useTranslation();
  return <ListEmpty message={t('admin.noScreen')} />;
}

/**
 * `/admin` and unknown paths under it: the first screen the caller may open, in the sidebar's order
 * (the dashboard for an admin; a moderateur's first is another one, 001 §2.1).
 */
export function FirstScreenRedirect() {
  const me = useAdminMe();
  // The frame waited for /admin/me, so the answer is in the cache here.
  const first = screensOpenTo(me.data?.screens ?? [])[0];
  if (!first) return me.isPending ? null : <NoScreen />;
  return <Navigate to={first.to} replace />;
}

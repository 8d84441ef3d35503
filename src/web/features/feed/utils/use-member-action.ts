import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../../auth';

/**
 * Visitors read the feed, but liking, commenting, sharing and posting open the login dialog instead
 * (002 §6), which brings them back to this page afterwards. Members act at once.
 */
export const useMemberAction = () => {
  const session = useSession();
  const authDialog = useAuthDialog();
  const location = useLocation();
  const user = session.data?.user ?? null;
  const { open } = authDialog;

  const run = useCallback(
    (action: () => void) => {
      if (user) {
        action();
        return;
      }
      open('login', { redirect: `${location.pathname}${location.search}` });
    },
    [user, open, location.pathname, location.search],
  );

  return { user, isMember: user !== null, run };
};

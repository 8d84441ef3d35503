import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../hooks/use-auth-dialog';

/**
 * A button to a member's page ('Déposer une offre', 'Nouveau projet'…): a link for a member; for a
 * visitor it opens the sign-in dialog, which comes back to that page once signed in.
 */
export function MemberLinkButton({ to, ...props }: ButtonProps & { to: string }) {
  const isMember = Boolean(useSession().data?.user);
  const authDialog = useAuthDialog();
  return isMember ? (
    <Button component={Link} to={to} {...props} />
  ) : (
    <Button onClick={() => authDialog.open('login', { redirect: to })} {...props} />
  );
}

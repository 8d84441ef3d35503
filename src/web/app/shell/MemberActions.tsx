import { MessagesButton } from '../../features/messages/components/MessagesButton';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { AccountMenu, type AccountMenuProps } from './AccountMenu';

/** The member's end of the header: messages, the bell, the account menu. One chunk, members only. */
export function MemberActions(props: AccountMenuProps) {
  return (
    <>
      <MessagesButton />
      <NotificationBell />
      <AccountMenu {...props} />
    </>
  );
}

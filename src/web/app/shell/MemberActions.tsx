import type { SessionUser } from '../../../common/contracts/auth';
import { MessagesButton } from '../../features/messages/components/MessagesButton';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { AccountMenu } from './AccountMenu';

/** The member's end of the header: messages, the bell, the account menu. One chunk, members only. */
export function MemberActions(props: { user: SessionUser; onboardingSlot: HTMLElement | null }) {
  return (
    <>
      <MessagesButton />
      <NotificationBell />
      <AccountMenu {...props} />
    </>
  );
}

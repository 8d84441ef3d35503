import type { DbOrTx } from '../../db/client';
import type { MemberDataRegistry } from '../../platform/member-data';
import type { EventParticipationService } from '../events/event-participation.service';
import type { GroupService } from '../groups/group.service';

/** The areas a departing member's account deletion asks (both deletion paths take them). */
export interface DepartureDeps {
  groups: Pick<GroupService, 'releaseDepartingMember'>;
  eventParticipation: Pick<EventParticipationService, 'releaseDepartingMember'>;
  memberData: Pick<MemberDataRegistry, 'forgetAddress'>;
}

/**
 * What other areas do in the transaction that deletes a member's account (the admin's deletion and the
 * member's own closing both), before its rows go: their groups pass to a successor, the event seats they
 * held are noted, and the rows kept by their address go (the copies of the mails sent to them, their
 * newsletter subscription: `memberData.addressed`). Answers what to run after the commit (files of emptied groups, seats given to the
 * people waiting).
 */
export const releaseDepartingMember = async (
  deps: DepartureDeps,
  tx: DbOrTx,
  userId: string,
): Promise<() => Promise<void>> => {
  const after = [
    await deps.groups.releaseDepartingMember(tx, userId),
    await deps.eventParticipation.releaseDepartingMember(tx, userId),
  ];
  await deps.memberData.forgetAddress(tx, userId);
  return async () => {
    for (const run of after) await run();
  };
};

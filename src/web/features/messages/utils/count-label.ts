import { messagingLimits } from '../../../../common/contracts/messages';

/** An unread count as a badge shows it: 99+ above 99. */
export const countLabel = (count: number): string =>
  count > messagingLimits.badgeMax ? `${messagingLimits.badgeMax}+` : String(count);

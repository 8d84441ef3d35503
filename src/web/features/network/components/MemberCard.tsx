import type { ReactNode } from 'react';
import type { ProfileCard } from '../../../../common/contracts/profiles';
import { DirectoryCard } from '../../../components/directory/DirectoryCard';
import card from '../../../components/directory/DirectoryCard.module.css';
import { MemberBadges, MemberSummary } from '../../profiles';
import classes from './MemberCard.module.css';

/** The grid the member cards stand in. */
export const memberGridClassName = `${card.grid} ${classes.grid}`;

interface MemberCardProps {
  member: ProfileCard;
  isOpenToWork?: boolean;
  /** The connect button, or what the list puts under the member. */
  action?: ReactNode;
  /** Extra line (mutual connections of a suggestion). */
  footer?: ReactNode;
}

/** A member of the network grid: picture or initials, name, title, place, badges, the action. */
export function MemberCard({ member, isOpenToWork, action, footer }: MemberCardProps) {
  return (
    <DirectoryCard>
      <MemberSummary member={member} avatarSize={56} />
      <MemberBadges
        isMentor={member.isMentor}
        isCertified={member.isCertified}
        isOpenToWork={isOpenToWork === true}
        isCompact
        gap={6}
      />
      {footer}
      {action && <div className={card.foot}>{action}</div>}
    </DirectoryCard>
  );
}

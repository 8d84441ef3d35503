import type { ProfileCard } from '../../../../common/contracts/profiles';
import { MemberSummary } from './MemberSummary';
import classes from './ProfileCardList.module.css';

/** A compact list of members (suggested and similar profiles), each linking to their profile. */
export function ProfileCardList({ cards }: { cards: ProfileCard[] }) {
  return (
    <ul className={classes.list}>
      {cards.map((card) => (
        <li key={card.id} className={classes.item}>
          <MemberSummary member={card} avatarSize={44} />
        </li>
      ))}
    </ul>
  );
}

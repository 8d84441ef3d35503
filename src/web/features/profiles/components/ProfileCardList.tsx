import type { ProfileCard } from '../../../../common/contracts/profiles';
import columnList from './ColumnList.module.css';
import { MemberSummary } from './MemberSummary';
import classes from './ProfileCardList.module.css';

/** A compact list of members (suggested and similar profiles), each linking to their profile. */
export function ProfileCardList({ cards }: { cards: ProfileCard[] }) {
  return (
    <ul className={columnList.list}>
      {cards.map((card) => (
        <li key={card.id} className={classes.item}>
          <MemberSummary member={card} avatarSize={44} />
        </li>
      ))}
    </ul>
  );
}

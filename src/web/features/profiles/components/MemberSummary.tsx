import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProfileCard } from '../../../../common/contracts/profiles';
import { CardHead } from '../../../components/directory/DirectoryCard';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { truncate } from '../../../lib/text';
import { profilePaths } from '../paths';
import { placeOf } from '../utils/location';
import classes from './MemberSummary.module.css';

/** Card lengths of 000 §9: names cut at 25 characters, titles at 45. */
const nameMax = 25;
const titleMax = 45;

/** The full text on hover, when the card shows it cut. */
const hintOf = (full: string, shown: string) => (shown === full ? undefined : full);

/**
 * A member as cards and lists show one: picture or initials, name linking to the profile, title and
 * place (network cards, suggested and similar profiles).
 */
export function MemberSummary({ member, avatarSize }: { member: ProfileCard; avatarSize: number }) {
  const name = truncate(member.fullName, nameMax);
  const title = member.title ? truncate(member.title, titleMax) : '';
  const place = placeOf(member.location);
  return (
    <CardHead mark={<ProfileAvatar src={member.avatarUrl} name={member.fullName} size={avatarSize} />}>
      <Link
        to={profilePaths.member(member.id)}
        className={classes.name}
        title={hintOf(member.fullName, name)}
      >
        {name}
      </Link>
      {member.title && (
        <p className={classes.title} title={hintOf(member.title, title)}>
          {title}
        </p>
      )}
      {place && (
        <p className={classes.place}>
          <IconMapPin size={12} stroke={1.8} aria-hidden />
          {place}
        </p>
      )}
    </CardHead>
  );
}

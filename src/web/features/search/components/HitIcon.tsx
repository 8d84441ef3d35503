import { Avatar, ThemeIcon } from '@mantine/core';
import {
  IconBriefcase,
  IconBuilding,
  IconCalendarEvent,
  IconFileDescription,
  IconGavel,
  IconHash,
  IconNews,
  IconRocket,
  IconSchool,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SearchHit, SearchKind } from '../../../../common/contracts/search';
import { avatarImageProps } from '../../../lib/responsive-image';
import { initialsOf } from '../../../lib/text';

const icons: Record<SearchKind, typeof IconUsers> = {
  members: IconUsers,
  groups: IconUsersGroup,
  companies: IconBuilding,
  jobs: IconBriefcase,
  events: IconCalendarEvent,
  articles: IconNews,
  projects: IconRocket,
  tenders: IconGavel,
  mentors: IconSchool,
  hashtags: IconHash,
};

/** The kind's icon. */
export function KindIcon({ kind, size = 16 }: { kind: SearchKind; size?: number }) {
  const Icon = icons[kind] ?? IconFileDescription;
  return <Icon size={size} stroke={1.7} aria-hidden />;
}

/** A hit's picture: its image, a person's initials, or the kind's icon. */
export function HitIcon({ hit, size = 36 }: { hit: SearchHit; size?: number }) {
  const person = hit.kind === 'members' || hit.kind === 'mentors';
  if (hit.imageUrl || person) {
    return (
      <Avatar
        src={hit.imageUrl}
        imageProps={avatarImageProps(hit.imageUrl, size)}
        alt=""
        size={size}
        radius={person ? '50%' : 'md'}
        color="sankofa"
      >
        {initialsOf(hit.title.trim() || '?')}
      </Avatar>
    );
  }
  return (
    <ThemeIcon size={size} radius="md" variant="light" color="sankofa" aria-hidden>
      <KindIcon kind={hit.kind} size={Math.round(size / 2)} />
    </ThemeIcon>
  );
}

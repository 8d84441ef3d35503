import { Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProfileCard } from '../../../../common/contracts/profiles';
import { truncate } from '../../../lib/text';
import { profilePaths } from '../paths';
import { placeOf } from '../utils/location';
import { ProfileAvatar } from './ProfileAvatar';
import classes from './ProfileCardList.module.css';

/** Card lengths of 000 §9: names cut at 25 characters, titles at 45. */
const nameMax = 25;
const titleMax = 45;

/** A compact list of members (suggested and similar profiles), each linking to their profile. */
export function ProfileCardList({ cards }: { cards: ProfileCard[] }) {
  return (
    <ul className={classes.list}>
      {cards.map((card) => {
        const name = truncate(card.fullName, nameMax);
        const place = placeOf(card.location);
        return (
          <li key={card.id} className={classes.item}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ProfileAvatar src={card.avatarUrl} name={card.fullName} size={44} />
              <Stack gap={2} miw={0}>
                <Link
                  to={profilePaths.member(card.id)}
                  className={classes.name}
                  title={name === card.fullName ? undefined : card.fullName}
                >
                  {name}
                </Link>
                {card.title && (
                  <Text size="sm" c="dimmed" lh={1.35}>
                    {truncate(card.title, titleMax)}
                  </Text>
                )}
                {place && (
                  <Text size="xs" c="dimmed" className={classes.place}>
                    <IconMapPin size={12} stroke={1.8} aria-hidden />
                    {place}
                  </Text>
                )}
              </Stack>
            </Group>
          </li>
        );
      })}
    </ul>
  );
}

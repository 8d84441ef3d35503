import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { profilePaths } from '../../profiles';

/** A person's name in bold, linking to their profile (a project's owner, participants and requests). */
export function PersonLink({ person }: { person: { id: string; fullName: string } }) {
  return (
    <Text component={Link} to={profilePaths.member(person.id)} fw={600} size="sm" c="inherit">
      {person.fullName}
    </Text>
  );
}

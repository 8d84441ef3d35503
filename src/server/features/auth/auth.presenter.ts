import type { InterfaceLanguage, SessionUser } from '../../../common/contracts/auth';
import { abilitiesOf, Role } from '../../../common/permissions';
import type { ProfileRow } from '../../platform/actor';

/** A stored role this version does not know counts as a member's (built once: it runs per request). */
export const storedRole = Role.catch('user');

/** The member as the session shows them (`GET /auth/session`, and the answer of a sign-in). */
export const toSessionUser = (
  profile: ProfileRow,
  language: InterfaceLanguage | null = null,
  secondFactor = false,
): SessionUser => {
  const role = storedRole.parse(profile.role);
  return {
    id: profile.id,
    email: profile.email,
    username: profile.username,
    fullName: profile.fullName,
    avatarUrl: profile.avatarUrl,
    role,
    abilities: [...abilitiesOf(role)],
    isComplete: profile.isComplete,
    language,
    secondFactor,
  };
};

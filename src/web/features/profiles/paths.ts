import type { ProfileSection } from '../../../common/contracts/profiles';

/** The addresses of the profile screens (000 §2.1), where the lead mounts `profileRoutes`. */
export const profilePaths = {
  own: '/profile',
  member: (id: string) => `/profile/${id}`,
  complete: '/profile/complete',
  edit: (section: ProfileSection) => `/profile/edit/${section}`,
  categories: '/profile/categories',
  suggestionsDemo: '/profile-suggestions-test',
  /** Sign in, then come back to this profile (000 §2.1 `/login?redirect=/profile/{id}`). */
  login: (returnTo: string) => `/login?${new URLSearchParams({ redirect: returnTo })}`,
} as const;

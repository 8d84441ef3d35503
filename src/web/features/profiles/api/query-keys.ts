/**
 * The query keys of this area, in one place so every mutation invalidates what it changes. Everything
 * starts with `profiles` (the landing's featured members included), so a sign-out can drop it all.
 */
export const profileKeys = {
  all: ['profiles'] as const,
  me: ['profiles', 'me'] as const,
  /** A profile as `/profile/:profileId` asks for it: by id or by username. */
  views: ['profiles', 'view'] as const,
  view: (ref: string) => ['profiles', 'view', ref] as const,
  items: (profileId: string, kind: string) => ['profiles', 'items', profileId, kind] as const,
  suggestions: ['profiles', 'suggestions'] as const,
  similar: (profileId: string, limit: number) => ['profiles', 'similar', profileId, limit] as const,
  statuses: ['profiles', 'statuses'] as const,
  categories: ['profiles', 'categories'] as const,
  sectors: ['profiles', 'sectors'] as const,
  locations: (query: string) => ['profiles', 'locations', query] as const,
};

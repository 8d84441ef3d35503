import type { Actor } from '../../platform/actor';

/*
 * Who may see a mentor (002 §2 "Mentors", issue 32), read by the mentor and mentorship-request services
 * alike, so a mentor's page and a request to them answer the same.
 */

/**
 * Whether a mentor's page (and so a request to them) exists for this viewer: an active record of a
 * member in good standing (not suspended, blocked by staff or leaving), as the directory lists them;
 * the mentor always sees their own.
 */
export const shownTo = (
  viewer: Actor | null,
  found: { mentor: { isActive: boolean; profileId: string }; shown: boolean },
): boolean => viewer?.id === found.mentor.profileId || (found.mentor.isActive && found.shown);

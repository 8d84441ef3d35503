/**
 * Where a signed-in member lands (logo, landing redirect). The spec's /feed does not exist yet, so
 * members go to the profile checklist until it does.
 */
export const memberHome = '/profile/complete';

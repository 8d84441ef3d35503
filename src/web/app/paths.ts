import { areaPath } from './nav';

/**
 * Where a signed-in member lands (logo, landing redirect): the spec's /feed (000 §2.1) once that area
 * is available, the profile checklist until then.
 */
export const memberHome = areaPath('feed') ?? '/profile/complete';

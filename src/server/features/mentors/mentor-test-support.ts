import type { MentorBody, MentorDetail } from '../../../common/contracts/mentors';
import { testClient } from '../../test/api-client';
import type { CreatedUser } from '../../test/factories';
import { testAppForFile } from '../../test/suite';

/** A complete mentor record (with a patch): what 'Devenir mentor' sends. */
export const mentorBody = (patch: Partial<MentorBody> = {}): MentorBody => ({
  bio: 'Vingt ans dans la finance à Dakar et à Paris.',
  domains: ['Finance', 'Entrepreneuriat'],
  languages: ['Français', 'Wolof'],
  available: true,
  slots: 'Le mardi soir, heure de Dakar',
  tariff: 40,
  capacity: 2,
  ...patch,
});

/**
 * The mentor routes' tests: the app for this file, its API client, a complete mentor record (`body`,
 * with a patch) and a member becoming a mentor with it.
 */
export const mentorTestApp = () => {
  const t = testAppForFile();
  const api = testClient(t, '/api/v1');

  const body = mentorBody;

  const becomeMentor = async (user: CreatedUser, patch: Partial<MentorBody> = {}) => {
    const res = await api.call(user, 'PUT', '/mentors/me', body(patch));
    if (res.statusCode !== 200) throw new Error(`become failed: ${res.statusCode} ${res.body}`);
    return res.json() as MentorDetail;
  };

  return { t, api, body, becomeMentor };
};

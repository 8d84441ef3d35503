import type { EventBody, EventDetail } from '../../../common/contracts/events';
import { testClient } from '../../test/api-client';
import { type CreatedUser, notificationsFor } from '../../test/factories';
import { testAppForFile } from '../../test/suite';

const day = 86_400_000;
/** `days` from now at `hour`:00 UTC. */
export const inDays = (days: number, hour = 18) => {
  const at = new Date(Date.now() + days * day);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

/** A complete event form, in ten days, with a patch. */
export const eventBody = (patch: Partial<EventBody> = {}): EventBody => ({
  title: 'Rencontre des entrepreneurs de la diaspora',
  description: 'Une soirée pour échanger, avec des intervenants de Dakar et de Paris.',
  startDate: inDays(10).toISOString(),
  endDate: inDays(10, 21).toISOString(),
  type: 'presentiel',
  adresse: '12 rue de la République',
  codePostal: '75011',
  place: { ville: 'Paris', pays: 'France', country_code: 'FR', lat: 48.85, lon: 2.35 },
  capacity: 50,
  categoryIds: [],
  organizer: 'Association Sankofa',
  organizerEmail: 'contact@sankofa.example',
  price: 'Gratuit',
  tags: ['réseau'],
  ...patch,
});

/**
 * The event routes' tests: the app for this file, its API client, a complete event form (`body`, with a
 * patch), creating one, and a member's notifications of a type.
 */
export const eventTestApp = () => {
  const t = testAppForFile();
  const api = testClient(t, '/api/v1');
  const body = eventBody;

  const create = async (user: CreatedUser, patch: Partial<EventBody> = {}) => {
    const res = await api.call(user, 'POST', '/events', body(patch));
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json() as EventDetail;
  };

  const notificationsOf = (userId: string, type: string) => notificationsFor(t.database.db, userId, type);

  return { t, api, body, create, notificationsOf };
};

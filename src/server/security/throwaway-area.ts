import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminScreenSpecs } from '../../common/admin-screens';
import { endpoint } from '../../common/endpoint';
import type { Ability, AreaAbilities } from '../../common/permissions';
import { defineArea, mount } from '../area';
import { AppError } from '../lib/app-error';
import { route } from '../lib/route';
import type { AreaBuckets, Bucket } from '../plugins/storage';
import { defineAreaSecurity } from './area-security';

/**
 * A throwaway area for contributions.test.ts, written as `docs/ARCHITECTURE.md` "Adding an area" says
 * (a contract with an ability and an admin screen, routes, a module with its storage buckets and its
 * member's files, and its `<area>.security.ts` declaration), but kept here, out of `features/` and the area list, so only that test's app mounts it.
 * Its notes live in memory: the area needs no table.
 */

const Note = z.object({ id: z.guid(), text: z.string() });
const throwawayEndpoints = {
  create: endpoint('POST', '/throwaway/notes', {
    body: z.object({ text: z.string().min(1) }),
    response: Note,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  list: endpoint('GET', '/throwaway/notes', { response: z.array(Note), access: 'member' }),
  get: endpoint('GET', '/throwaway/notes/:noteId', {
    params: z.object({ noteId: z.guid() }),
    response: Note,
    access: 'member',
  }),
};

/*
 * What `common/contracts/throwaway.ts` and `throwaway.admin-screens.ts` would declare. A real area also
 * registers the names (`interface Abilities extends RegisteredKeys<…> {}`, the same for `AdminScreens`);
 * this one cannot, as it stays out of the list and areas.ts would then refuse to compile, naming its
 * ability and screen as declared by no module. So its screen's ability is typed by hand.
 */
export const throwawayAbilities = { 'throwaway.moderate': ['moderateur'] } as const satisfies AreaAbilities;
const throwawayAbility = 'throwaway.moderate' as string as Ability;
export const throwawayAdminScreens: AdminScreenSpecs = {
  'throwaway-notes': { ability: throwawayAbility, order: 275 },
};

/*
 * Its buckets: attachments only its routes would hand out, pictures anyone may load. A real module also
 * adds them to `Buckets` (`declare module '../../plugins/storage'`); this one cannot, for the same reason
 * as its ability, so its tests name the buckets through a cast.
 */
export const throwawayBuckets = {
  'throwaway-files': 'private',
  'throwaway-images': 'public',
} as const satisfies AreaBuckets;

const notes = new Map<string, { owner: string; text: string }>();

/** Where a note's attachment would be kept: the member's files (data export, deletion) are these. */
export const attachmentOf = (owner: string, noteId: string) => ({
  bucket: 'throwaway-files' as Bucket,
  key: `${owner}/${noteId}.txt`,
});

const throwawayRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = throwawayEndpoints;
  route(app, e.create, ({ actor, body }) => {
    const id = randomUUID();
    notes.set(id, { owner: actor.id, text: body.text });
    return { id, text: body.text };
  });
  route(app, e.list, ({ actor }) =>
    [...notes].flatMap(([id, note]) => (note.owner === actor.id ? [{ id, text: note.text }] : [])),
  );
  route(app, e.get, ({ actor, params }) => {
    const note = notes.get(params.noteId);
    if (note?.owner !== actor.id) throw new AppError('not_found');
    return { id: params.noteId, text: note.text };
  });
};

export const throwawayModule = defineArea({
  name: 'throwaway',
  routes: () => [mount(throwawayRoutes, { prefix: '/api/v1' })],
  abilities: throwawayAbilities,
  adminScreens: throwawayAdminScreens,
  buckets: throwawayBuckets,
  // Its notes live in memory, so it declares no table; a real area names its tables here too.
  memberData: {
    files: async (_db, _storage, userId) =>
      [...notes].flatMap(([id, note]) => (note.owner === userId ? [attachmentOf(userId, id)] : [])),
  },
});

/** What `features/throwaway/throwaway.security.ts` would hold. */
export const throwawaySecurity = defineAreaSecurity({
  validBodies: { 'POST /api/v1/throwaway/notes': { text: 'Une note' } },
  ownedResources: ({ callAs, created }) => ({
    '/api/v1/throwaway/notes/:noteId': async (owner) => {
      const { id } = await created(
        await callAs(owner, 'POST', '/api/v1/throwaway/notes', { text: 'Une note' }),
      );
      return { params: { noteId: id }, read: async () => [notes.get(id)] };
    },
  }),
  notAList: {
    'GET /api/v1/throwaway/notes': "the actor's own notes",
    'GET /api/v1/throwaway/notes/:noteId': "one of the actor's own notes",
  },
});

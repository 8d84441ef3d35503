import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isEndpoint } from '../endpoint';
import { adminItemEndpoints, ItemRemoved } from './admin-list';

describe('adminItemEndpoints', () => {
  const Params = z.object({ noteId: z.uuid() });
  const CreateBody = z.object({ title: z.string() });
  const UpdateBody = z.object({ title: z.string().optional() });
  const Note = z.object({ id: z.uuid(), title: z.string() });
  const access = { ability: 'pages.edit' } as const;
  const notes = {
    path: '/admin/notes',
    itemPath: '/admin/notes/:noteId',
    params: Params,
    createBody: CreateBody,
    updateBody: UpdateBody,
    item: Note,
    access,
  } as const;
  const { create, update, remove } = adminItemEndpoints(notes);

  it('creates on the list path (201), updates with PATCH and removes on the item path', () => {
    expect(create).toMatchObject({ method: 'POST', path: '/admin/notes', status: 201, access });
    expect(create.body).toBe(CreateBody);
    expect(create.response).toBe(Note);
    expect(update).toMatchObject({ method: 'PATCH', path: '/admin/notes/:noteId', access });
    expect(update.params).toBe(Params);
    expect(update.body).toBe(UpdateBody);
    expect(update.response).toBe(Note);
    expect(remove).toMatchObject({ method: 'DELETE', path: '/admin/notes/:noteId', access });
    expect(remove.params).toBe(Params);
    expect(remove.response).toBe(ItemRemoved);
  });

  it('answers `removed` on a removal when the area tells more than `{ ok: true }`', () => {
    const Removed = z.object({ ok: z.literal(true), detached: z.number().int() });
    const endpoints = adminItemEndpoints({ ...notes, removed: Removed });
    expect(endpoints.remove.response).toBe(Removed);
  });

  it('defines real endpoints, which the routes and the security suites find', () => {
    expect([create, update, remove].every(isEndpoint)).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds nothing until the schema is read, then builds it once', () => {
    const build = vi.fn(() => z.object({ title: z.string().min(1, { message: 'feed.validation.empty' }) }));
    const Body = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(Body.safeParse({ title: 'Bonjour' }).success).toBe(true);
    expect(Body.safeParse({ title: '' }).error?.issues[0]?.message).toBe('feed.validation.empty');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('behaves as the schema inside other schemas, through its methods and its shape', () => {
    const Card = lazySchema(() => z.object({ id: z.uuid(), name: z.string() }));
    const Page = lazySchema(() => z.object({ items: z.array(Card), next: z.string().nullable() }));
    const Detail = lazySchema(() => Card.extend({ bio: z.string().optional() }));

    const card = { id: '0b5e7c1e-4d43-4e55-9a4a-2f1d8e0c9b11', name: 'Awa' };
    expect(Page.parse({ items: [card], next: null })).toEqual({ items: [card], next: null });
    expect(Page.safeParse({ items: [{ id: 'x', name: 'Awa' }], next: null }).success).toBe(false);
    expect(Detail.parse({ ...card, bio: 'Ingénieure' })).toEqual({ ...card, bio: 'Ingénieure' });
    expect(Card.optional().parse(undefined)).toBeUndefined();
    expect(Object.keys(Card.shape)).toEqual(['id', 'name']);
    expect(Card instanceof z.ZodObject).toBe(true);
    expect('shape' in Card).toBe(true);
  });
});

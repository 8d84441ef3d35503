import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { createZodLoader } from './zod-loader';

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

describe('zod on demand', () => {
  it('suspends a reader until zod has loaded, then builds with it', async () => {
    const { zodNow, loadZod, isZodLoaded } = createZodLoader();
    const Title = lazySchema(() => zodNow().string().min(1));
    expect(isZodLoaded()).toBe(false);
    let thrown: unknown;
    try {
      Title.parse('Bonjour');
    } catch (error) {
      thrown = error;
    }
    // What React's Suspense waits for: the load itself.
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(isZodLoaded()).toBe(true);
    expect(Title.parse('Bonjour')).toBe('Bonjour');
    expect(Title.safeParse('').success).toBe(false);
    await expect(loadZod()).resolves.toBeUndefined();
  });

  it('runs what came before zod once it is there, in the order it came', async () => {
    const { withZod, loadZod, zodNow } = createZodLoader();
    const seen: string[] = [];
    withZod(() => seen.push(zodNow().string().parse('un')));
    withZod(() => seen.push('deux'));
    expect(seen).toEqual([]);
    await loadZod();
    withZod(() => seen.push('trois'));
    expect(seen).toEqual(['un', 'deux', 'trois']);
  });

  it('says so when zod cannot load, and a reader fails instead of waiting forever', async () => {
    const offline = new Error('Failed to fetch dynamically imported module');
    const { withZod, loadZod, zodNow } = createZodLoader(() => Promise.reject(offline));
    const outcome: string[] = [];
    withZod(
      () => outcome.push('sent'),
      () => outcome.push('failed'),
    );
    await expect(loadZod()).rejects.toBe(offline);
    expect(outcome).toEqual(['failed']);
    expect(() => zodNow()).toThrow(offline);
  });

  // The web build points the contracts' `z` at zod-runtime's, which names each part it hands over.
  it('hands over every part of z that the shared modules build with', async () => {
    const { z: runtime } = await import('./zod-runtime');
    const common = fileURLToPath(new URL('../../common/', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(common, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
        // Types (z.infer, z.ZodType) are gone from the built code.
        for (const [, name] of readFileSync(path.join(common, file), 'utf8').matchAll(/\bz\.(\w+)/g))
          if (
            name &&
            (name === 'NEVER' || /^[a-z]/.test(name)) &&
            !['infer', 'input', 'output'].includes(name)
          )
            used.add(name);
    expect(used.size).toBeGreaterThan(15);
    for (const name of used)
      expect({ name, part: Reflect.get(runtime, name) }).toEqual({ name, part: Reflect.get(z, name) });
  });
});

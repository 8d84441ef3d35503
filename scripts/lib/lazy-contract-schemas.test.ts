import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deferInitialisers, schemaInitialisers } from './lazy-contract-schemas';

const contracts = fileURLToPath(new URL('../../src/common/contracts/', import.meta.url));

const source = `import { z } from 'zod';
export const feedLimits = limits.feed;
export const postPath = (id) => \`/feed?post=\${id}\`;
const text = z.string().trim().min(1);
export const PostBody = z.object({ text });
export const PostPage = pageOf(PostBody);
export const Detail = PostBody.extend({ edited: z.boolean() });
export const kinds = ['a', 'b'];
export const feedEndpoints = { list: endpoint('GET', '/feed', { response: PostPage }) };
export const slugOf = slugify('x');
`;

describe('the web build’s lazy contract schemas', () => {
  const spans = schemaInitialisers(parseAst(source) as never).map(({ span }) => span);
  const deferred = spans.map(([start, end]) => source.slice(start, end));

  it('defers the schemas: calls from z, and calls given a PascalCase name', () => {
    expect(deferred).toEqual([
      'z.string().trim().min(1)',
      'z.object({ text })',
      'pageOf(PostBody)',
      'PostBody.extend({ edited: z.boolean() })',
    ]);
  });

  it('leaves constants, functions, endpoint tables and other calls as they are', () => {
    const out = deferInitialisers(source, spans, '/src/web/lib/lazy-schema.ts');
    expect(out).toContain('export const feedLimits = limits.feed;');
    expect(out).toContain(
      "export const feedEndpoints = { list: endpoint('GET', '/feed', { response: PostPage }) };",
    );
    expect(out).toContain("export const slugOf = slugify('x');");
    expect(out).toContain('export const PostBody = /* @__PURE__ */ __lazySchema(() => z.object({ text }));');
    expect(
      out.startsWith('import { lazySchema as __lazySchema } from "/src/web/lib/lazy-schema.ts";\n'),
    ).toBe(true);
    expect(() => parseAst(out)).not.toThrow();
  });

  // What the build defers must be a schema: a stand-in for an array, a function or a string would break
  // whoever reads it (Array.isArray, a call), so a contract's other values keep camelCase names.
  it('defers only schemas in every contract module', async () => {
    const files = readdirSync(contracts).filter(
      (file) => /^[\w.-]+\.ts$/.test(file) && !file.endsWith('.test.ts'),
    );
    const notSchemas: string[] = [];
    for (const file of files) {
      const { code } = await transformWithOxc(readFileSync(path.join(contracts, file), 'utf8'), file);
      const module: Record<string, unknown> = await import(path.join(contracts, file));
      for (const { name } of schemaInitialisers(parseAst(code) as never))
        if (name in module && !(module[name] instanceof z.ZodType)) notSchemas.push(`${file}: ${name}`);
    }
    expect(files.length).toBeGreaterThan(50);
    expect(notSchemas).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildersOfFiles,
  deferInitialisers,
  deferredModules,
  inlineSchemas,
  lazyContractSchemas,
  moduleFacts,
  schemaBuilders,
  schemaInitialisers,
  zodImport,
} from './lazy-contract-schemas';

const contracts = fileURLToPath(new URL('../../src/common/contracts/', import.meta.url));
const common = fileURLToPath(new URL('../../src/common/', import.meta.url));
const helper = fileURLToPath(new URL('../../src/web/lib/lazy-schema.ts', import.meta.url));

const source = `import { z } from 'zod';
export const feedLimits = limits.feed;
export const postPath = (id) => \`/feed?post=\${id}\`;
const text = z.string().trim().min(1);
export const PostBody = z.object({ text });
export const PostPage = pageOf(PostBody);
export const Detail = PostBody.extend({ edited: z.boolean() });
export const kinds = ['a', 'b'];
const optional = (schema) => z.preprocess(blank, schema.optional());
export const filters = { tag: optional(z.string()), kinds: Object.keys(kindNames) };
export const feedEndpoints = { list: endpoint('GET', '/feed', { response: PostPage }), hide: endpoint('POST', '/feed/:id/hide', { response: z.null() }) };
export const slugOf = slugify('x');
`;

describe('the web build’s lazy contract schemas', () => {
  const program = parseAst(source) as never;
  const spans = schemaInitialisers(program).map(({ span }) => span);
  const builders = schemaBuilders(new Map([['feed', moduleFacts(program)]]), () => undefined).get('feed');
  const slices = (of: [number, number][]) => of.map(([start, end]) => source.slice(start, end));

  it('defers the schemas: calls from z, and calls given a PascalCase name', () => {
    expect(slices(spans)).toEqual([
      'z.string().trim().min(1)',
      'z.object({ text })',
      'pageOf(PostBody)',
      'PostBody.extend({ edited: z.boolean() })',
    ]);
  });

  it('defers the schemas built inside other values: endpoint tables, a helper of the module using zod', () => {
    const inline = inlineSchemas(program, spans, builders ?? new Set());
    expect(slices(inline.spans)).toEqual(['optional(z.string())', 'z.null()']);
    expect(inline.errors).toEqual([]);
  });

  it('refuses a top level that reads a schema as it loads: that read cannot wait for zod', () => {
    const code =
      "import { z } from 'zod';\nexport const Role = z.enum(['a']);\nexport const roles = Role.options;\n";
    const read = parseAst(code) as never;
    const { errors } = inlineSchemas(
      read,
      schemaInitialisers(read).map(({ span }) => span),
      new Set(),
    );
    expect(errors).toEqual([`Role at ${code.indexOf('Role.options')}`]);
  });

  it('leaves constants, functions, endpoint tables and other calls as they are, and z comes from the helper', () => {
    const all = [...spans, ...inlineSchemas(program, spans, builders ?? new Set()).spans];
    const out = deferInitialisers(source, all, '/src/web/lib/lazy-schema.ts', zodImport(program));
    expect(out).toContain('export const feedLimits = limits.feed;');
    expect(out).toContain("list: endpoint('GET', '/feed', { response: PostPage })");
    expect(out).toContain('{ response: /* @__PURE__ */ __lazySchema(() => z.null()) }');
    expect(out).toContain("export const slugOf = slugify('x');");
    expect(out).toContain('export const PostBody = /* @__PURE__ */ __lazySchema(() => z.object({ text }));');
    expect(out).toContain('kinds: Object.keys(kindNames)');
    expect(out).not.toContain("from 'zod'");
    expect(out).toContain('const z = __lazyZod;');
    expect(
      out.startsWith(
        'import { lazySchema as __lazySchema, lazyZod as __lazyZod } from "/src/web/lib/lazy-schema.ts";\n',
      ),
    ).toBe(true);
    expect(() => parseAst(out)).not.toThrow();
  });

  it('takes nothing but z from zod in a contract module', () => {
    expect(() => zodImport(parseAst("import { z, ZodError } from 'zod';\n") as never)).toThrow(
      /only \{ z \}/,
    );
  });

  it('follows a helper that builds schemas into the modules that import it, through re-exports', () => {
    const files = new Map(
      Object.entries({
        fields:
          "import { z } from 'zod';\nexport const clearable = (max) => z.string().max(max);\nexport const later = () => () => z.string();\n",
        profiles: "export * from './fields';\n",
        items:
          "import { clearable, later } from './profiles';\nexport const dated = { place: clearable(80), check: later() };\n",
      }).map(([name, code]) => [name, moduleFacts(parseAst(code) as never)]),
    );
    const builders = schemaBuilders(files, (_, source) => source.slice(2));
    expect([...(builders.get('fields') ?? [])]).toEqual(['clearable']);
    expect([...(builders.get('items') ?? [])]).toEqual(['clearable']);
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

  // The proof that matters: each module, as the web build gives it, loads while zod is not there yet.
  it('loads every shared module that the build defers before zod has loaded', async () => {
    const files = deferredModules(common);
    const builders = await buildersOfFiles(files);
    expect([...(builders.get(path.join(common, 'contracts/profiles.ts')) ?? [])]).toContain('clearableText');
    const server = await createServer({
      configFile: false,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      plugins: [{ ...lazyContractSchemas(helper, common), apply: undefined }],
    });
    try {
      const failures: string[] = [];
      for (const file of files)
        await server.ssrLoadModule(file).catch((error: unknown) => {
          failures.push(
            `${path.relative(common, file)}: ${error instanceof Promise ? 'read zod' : String(error)}`,
          );
        });
      expect(failures).toEqual([]);
      const { isZodLoaded } = await server.ssrLoadModule(path.join(common, '../web/lib/zod-loader.ts'));
      expect(isZodLoaded()).toBe(false);
    } finally {
      await server.close();
    }
  }, 60_000);
});

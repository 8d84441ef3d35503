import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, parseAst, transformWithOxc } from 'vite';

/*
 * The web build defers the contracts' schemas and zod itself (src/web/lib/lazy-schema.ts; issue 34,
 * docs/areas/web-performance.md):
 * - each schema a contract module builds at its top level (`const X = z.object(…)`, `const Page =
 *   pageOf(Card)`) is wrapped in `lazySchema(() => …)`: a member's page loads twenty-odd contract modules
 *   for their endpoints' paths and constants, and no longer builds their ~550 schemas before its first
 *   render. A schema is a top-level `const` whose value is a call chain from `z`, or a call assigned to a
 *   PascalCase name (the contracts' naming of schemas);
 * - so is each schema built inside another top-level value: `response: z.null()` in an endpoint table,
 *   `optional(z.uuid())` or `clearableText(80)` with a function that builds schemas (`schemaBuilders`,
 *   followed across the modules' imports and re-exports);
 * - the module's `import { z } from 'zod'` becomes `lazyZod`, so that zod is not part of the first load;
 * - a value its top level would read from a schema as it loads (`const roles = Role.options`) stops the
 *   build, naming it: it would run before zod is there.
 * The server and the tests import the modules as written.
 */

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The identifier a call chain starts from: `z` for `z.string().min(1)`, `Page` for `Page.extend({})`. */
const rootOf = (node: Node | undefined): string | undefined => {
  let current = node;
  while (current?.type === 'CallExpression' || current?.type === 'MemberExpression')
    current = (current.type === 'CallExpression' ? current.callee : current.object) as Node;
  return current?.type === 'Identifier' ? (current.name as string) : undefined;
};

/** Each top-level schema of a module's JavaScript: its name and its initialiser's [start, end]. */
export const schemaInitialisers = (program: { body: Node[] }): { name: string; span: [number, number] }[] =>
  program.body.flatMap((statement) => {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as Node[]).flatMap(({ id, init }) => {
      const name = (id as Node).type === 'Identifier' ? ((id as Node).name as string) : '';
      const value = init as Node | null;
      if (value?.type !== 'CallExpression') return [];
      return rootOf(value) === 'z' || /^[A-Z]/.test(name)
        ? [{ name, span: [value.start, value.end] as [number, number] }]
        : [];
    });
  });

/** The JavaScript built-ins a contract's top level may use (PascalCase, but not schemas). */
const builtIns = new Set(['Object', 'Array', 'Number', 'String', 'JSON', 'Math', 'Symbol', 'Set', 'Map']);

const isFunction = (node: Node) =>
  node.type === 'ArrowFunctionExpression' ||
  node.type === 'FunctionExpression' ||
  node.type === 'FunctionDeclaration';

const childrenOf = (node: Node): Node[] =>
  Object.values(node).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).filter(
      (child): child is Node => !!child && typeof child === 'object' && typeof child.type === 'string',
    ),
  );

const isSchemaName = (name: string) => /^[A-Z]/.test(name) && !builtIns.has(name);

const declarationOf = (statement: Node): Node | null =>
  statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;

/** What a module says of itself that decides which of its functions build schemas. */
export interface ModuleFacts {
  /** Its top-level functions, by name. */
  functions: Map<string, Node>;
  /** What it imports: local name → [source, imported name]. */
  imports: Map<string, [string, string]>;
  /** What it exports from other modules: [source, its name there → the name here, or every name]. */
  reexports: [string, Map<string, string> | '*'][];
}

export const moduleFacts = (program: { body: Node[] }): ModuleFacts => {
  const facts: ModuleFacts = { functions: new Map(), imports: new Map(), reexports: [] };
  for (const statement of program.body) {
    const source = (statement.source as Node | null | undefined)?.value as string | undefined;
    if (statement.type === 'ImportDeclaration' && source)
      for (const specifier of statement.specifiers as Node[])
        if (specifier.type === 'ImportSpecifier')
          facts.imports.set((specifier.local as Node).name as string, [
            source,
            (specifier.imported as Node).name as string,
          ]);
    if (statement.type === 'ExportAllDeclaration' && source) facts.reexports.push([source, '*']);
    if (statement.type === 'ExportNamedDeclaration' && source)
      facts.reexports.push([
        source,
        new Map(
          (statement.specifiers as Node[]).map((specifier) => [
            (specifier.exported as Node).name as string,
            (specifier.local as Node).name as string,
          ]),
        ),
      ]);
    const declaration = declarationOf(statement);
    if (declaration?.type === 'FunctionDeclaration')
      facts.functions.set((declaration.id as Node).name as string, declaration);
    if (declaration?.type === 'VariableDeclaration')
      for (const { id, init } of declaration.declarations as Node[])
        if (init && isFunction(init as Node) && (id as Node).type === 'Identifier')
          facts.functions.set((id as Node).name as string, init as Node);
  }
  return facts;
};

/**
 * Whether a function, called, builds a schema: its own body (not the functions it returns) names `z` or
 * calls a schema's method or a function that builds one.
 */
const buildsSchemas = (fn: Node, isBuilder: (name: string) => boolean): boolean => {
  const visit = (node: Node): boolean => {
    if (node !== fn && isFunction(node)) return false;
    if (node.type === 'Identifier' && node.name === 'z') return true;
    const root = node.type === 'CallExpression' ? rootOf(node) : undefined;
    if (root && (isBuilder(root) || isSchemaName(root))) return true;
    return childrenOf(node).some(visit);
  };
  return visit(fn);
};

/**
 * The functions of each module that build schemas (`const optional = (s) => z.preprocess(…)`, and
 * `clearableText` imported from a module that defines it so), by module: `modules` by file, `resolve`
 * giving the file an import names (undefined outside the modules).
 */
export const schemaBuilders = (
  modules: ReadonlyMap<string, ModuleFacts>,
  resolve: (from: string, source: string) => string | undefined,
): Map<string, Set<string>> => {
  const builders = new Map([...modules.keys()].map((file) => [file, new Set<string>()]));
  const exportsBuilder = (file: string | undefined, name: string, seen = new Set<string>()): boolean => {
    if (!file || seen.has(file)) return false;
    seen.add(file);
    if (builders.get(file)?.has(name)) return true;
    return (modules.get(file)?.reexports ?? []).some(([source, names]) => {
      const there = names === '*' ? name : names.get(name);
      return there !== undefined && exportsBuilder(resolve(file, source), there, seen);
    });
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, facts] of modules) {
      const own = builders.get(file) as Set<string>;
      const isBuilder = (name: string) => {
        const imported = facts.imports.get(name);
        return own.has(name) || (!!imported && exportsBuilder(resolve(file, imported[0]), imported[1]));
      };
      for (const name of [...facts.functions.keys(), ...facts.imports.keys()]) {
        const fn = facts.functions.get(name);
        if (!own.has(name) && (fn ? buildsSchemas(fn, isBuilder) : isBuilder(name))) {
          own.add(name);
          changed = true;
        }
      }
    }
  }
  return builders;
};

/**
 * What the module's top level would build or read with zod as it loads, outside the initialisers already
 * deferred (`spans`) and outside functions: `spans`, the call chains that build a schema, to defer too
 * (`response: z.null()` in an endpoint table, `optional(z.uuid())`); `errors`, the reads that are not
 * schemas and cannot wait (`Role.options`), as `name at offset`. A chain builds a schema when it starts
 * from `z`, from a PascalCase name that is not a built-in, or from one of the module's `builders`
 * (`schemaBuilders`).
 */
export const inlineSchemas = (
  program: { body: Node[] },
  spans: [number, number][],
  builders: ReadonlySet<string>,
): { spans: [number, number][]; errors: string[] } => {
  const found: [number, number][] = [];
  const errors: string[] = [];
  const isSchemaRoot = (name: string | undefined) =>
    name !== undefined && (name === 'z' || builders.has(name) || isSchemaName(name));
  const deferred = (node: Node) => spans.some(([start, end]) => start <= node.start && node.end <= end);
  const visit = (node: Node) => {
    if (isFunction(node) || deferred(node) || node.type === 'ImportDeclaration') return;
    if (node.type === 'CallExpression' && isSchemaRoot(rootOf(node))) {
      found.push([node.start, node.end]);
      return;
    }
    if (node.type === 'MemberExpression' && isSchemaRoot(rootOf(node))) {
      errors.push(`${rootOf(node)} at ${node.start}`);
      return;
    }
    if (node.type === 'Identifier' && node.name === 'z') errors.push(`z at ${node.start}`);
    for (const child of childrenOf(node)) visit(child);
  };
  for (const statement of program.body) {
    // A function's own declaration runs nothing.
    const declaration = declarationOf(statement);
    if (declaration?.type === 'VariableDeclaration') {
      for (const { init } of declaration.declarations as Node[]) if (init) visit(init as Node);
    } else if (declaration?.type !== 'FunctionDeclaration') visit(declaration ?? statement);
  }
  return { spans: found, errors };
};

/** The module's `import { z } from 'zod'`: its [start, end]; undefined when it has none. */
export const zodImport = (program: { body: Node[] }): [number, number] | undefined => {
  const imports = program.body.filter(
    (statement) => statement.type === 'ImportDeclaration' && (statement.source as Node).value === 'zod',
  );
  for (const statement of imports) {
    const names = (statement.specifiers as Node[]).map((specifier) =>
      specifier.type === 'ImportSpecifier'
        ? `${(specifier.imported as Node).name}:${(specifier.local as Node).name}`
        : '',
    );
    if (names.length !== 1 || names[0] !== 'z:z')
      throw new Error(`import only { z } from 'zod' in a contract module (the build points it at lazyZod)`);
  }
  const [first] = imports;
  return first && [first.start, first.end];
};

/**
 * The module's code with each initialiser in `spans` deferred through `lazySchema`, and its zod import
 * (`zodAt`) replaced by `lazyZod`, both from `helper`.
 */
export const deferInitialisers = (
  code: string,
  spans: [number, number][],
  helper: string,
  zodAt?: [number, number],
): string => {
  let out = code;
  const edits: { at: [number, number]; text: (old: string) => string }[] = [
    ...spans.map((at) => ({ at, text: (old: string) => `/* @__PURE__ */ __lazySchema(() => ${old})` })),
    ...(zodAt ? [{ at: zodAt, text: () => 'const z = __lazyZod;' }] : []),
  ];
  for (const { at, text } of edits.sort((a, b) => b.at[0] - a.at[0]))
    out = `${out.slice(0, at[0])}${text(out.slice(at[0], at[1]))}${out.slice(at[1])}`;
  return `import { lazySchema as __lazySchema, lazyZod as __lazyZod } from ${JSON.stringify(helper)};\n${out}`;
};

/** The shared modules whose schemas and zod the web build defers. */
const deferredModule = /[\\/]src[\\/]common[\\/](contracts[\\/][\w.-]+|permissions)\.ts$/;

/** Those modules' files under `common` (src/common), tests aside. */
export const deferredModules = (common: string): string[] => [
  ...readdirSync(path.join(common, 'contracts'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(common, 'contracts', file)),
  path.join(common, 'permissions.ts'),
];

/** The schema builders of every deferred module (`schemaBuilders`), read from its file. */
export const buildersOfFiles = async (files: readonly string[]): Promise<Map<string, Set<string>>> => {
  const modules = new Map<string, ModuleFacts>();
  for (const file of files) {
    const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file);
    modules.set(file, moduleFacts(parseAst(code) as unknown as { body: Node[] }));
  }
  const resolve = (from: string, source: string) => {
    const file = `${path.resolve(path.dirname(from), source)}.ts`;
    return source.startsWith('.') && modules.has(file) ? file : undefined;
  };
  return schemaBuilders(modules, resolve);
};

/**
 * A deferred module's JavaScript as the web build gives it (`builders`: its functions and imports that
 * build schemas), or the reads that stop the build (`errors`).
 */
export const deferSchemas = (
  code: string,
  program: { body: Node[] },
  builders: ReadonlySet<string>,
  helper: string,
): { code: string | undefined; errors: string[] } => {
  const initialisers = schemaInitialisers(program).map(({ span }) => span);
  const zodAt = zodImport(program);
  const inline = inlineSchemas(program, initialisers, builders);
  const spans = [...initialisers, ...inline.spans];
  if (inline.errors.length > 0 || (spans.length === 0 && !zodAt))
    return { code: undefined, errors: inline.errors };
  return { code: deferInitialisers(code, spans, helper, zodAt), errors: [] };
};

export const lazyContractSchemas = (helper: string, common: string): Plugin => {
  let builders: Promise<Map<string, Set<string>>> | undefined;
  return {
    name: 'sankofa:lazy-contract-schemas',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      if (!deferredModule.test(id)) return undefined;
      builders ??= buildersOfFiles(deferredModules(common));
      const own = (await builders).get(path.normalize(id)) ?? new Set<string>();
      const out = deferSchemas(code, this.parse(code) as unknown as { body: Node[] }, own, helper);
      if (out.errors.length > 0)
        this.error(`${id}: its top level reads a schema as it loads (${out.errors.join(', ')}): defer it`);
      return out.code === undefined ? undefined : { code: out.code, map: null };
    },
  };
};

import type { Plugin } from 'vite';

/*
 * The web build wraps each schema a contract module builds at its top level (`const X = z.object(…)`,
 * `const Page = pageOf(Card)`) in `lazySchema(() => …)` (src/web/lib/lazy-schema.ts): a member's page
 * loads twenty-odd contract modules for their endpoints' paths and constants, and no longer builds their
 * ~550 schemas before its first render (issue 34; docs/areas/web-performance.md). A schema is a
 * top-level `const` whose value is a call chain from `z`, or a call assigned to a PascalCase name (the
 * contracts' naming of schemas). The server and the tests import the modules as written.
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

/** The module's code with each initialiser in `spans` deferred through `lazySchema`, imported from `helper`. */
export const deferInitialisers = (code: string, spans: [number, number][], helper: string): string => {
  let out = code;
  for (const [start, end] of [...spans].sort((a, b) => b[0] - a[0]))
    out = `${out.slice(0, start)}/* @__PURE__ */ __lazySchema(() => ${out.slice(start, end)})${out.slice(end)}`;
  return `import { lazySchema as __lazySchema } from ${JSON.stringify(helper)};\n${out}`;
};

export const lazyContractSchemas = (helper: string): Plugin => ({
  name: 'sankofa:lazy-contract-schemas',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!/[\\/]src[\\/]common[\\/]contracts[\\/][\w.-]+\.ts$/.test(id)) return undefined;
    const spans = schemaInitialisers(this.parse(code) as unknown as { body: Node[] }).map(({ span }) => span);
    return spans.length === 0 ? undefined : { code: deferInitialisers(code, spans, helper), map: null };
  },
});

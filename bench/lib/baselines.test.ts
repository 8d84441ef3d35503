import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A bench's bare baseline calls the app's own repository functions (DESIGN.md §6). When a repository
 * is split or a function renamed, the bench still starts, its baseline answers 500 to every request,
 * and the report prints '–' where the ratio should be: the messages and audience benches ran that way
 * for weeks. This reads each bench's `await import('../src/…')` and checks that every function it calls
 * on the module is still exported there. (The harness also stops on a side that answers nothing.)
 */

const benchDir = path.resolve(import.meta.dirname, '..');
const benchFiles = readdirSync(benchDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => path.join(benchDir, name));

/** `const x = await import('../src/…')` and `const { a, b: c } = await import('../src/…')`. */
const importPattern = /const (\{[^}]*\}|\w+) = await import\('(\.\.\/src\/[^']+)'\)/g;

interface Use {
  file: string;
  module: string;
  name: string;
}

const usesOf = (file: string): Use[] => {
  const source = readFileSync(file, 'utf8');
  const uses: Use[] = [];
  for (const [, binding = '', specifier = ''] of source.matchAll(importPattern)) {
    const module = path.resolve(path.dirname(file), specifier);
    const names = binding.startsWith('{')
      ? binding
          .slice(1, -1)
          .split(',')
          .map((part) => part.split(':')[0]?.trim() ?? '')
      : [...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)\\(`, 'g'))].map((match) => match[1] ?? '');
    for (const name of new Set(names.filter(Boolean))) uses.push({ file, module, name });
  }
  return uses;
};

const uses = benchFiles.flatMap(usesOf);

describe("the benches' baselines", () => {
  it('read some of the app (the pattern still finds the imports)', () => {
    expect(uses.length).toBeGreaterThan(40);
  });

  it.each(uses.map((use) => [path.basename(use.file), path.relative(benchDir, use.module), use.name]))(
    '%s: %s exports %s',
    async (_bench, specifier, name) => {
      const module = (await import(path.resolve(benchDir, specifier))) as Record<string, unknown>;
      expect(module[name], `${name} is not exported by ${specifier}`).toBeDefined();
    },
  );
});

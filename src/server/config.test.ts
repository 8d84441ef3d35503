import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envVariableNames, loadConfig } from './config';

// The operator's documentation of the variables: `.env.example` (every one, set or commented out) and
// the README's Configuration table. A variable the code reads and they omit is a setting nobody finds;
// one they list and the code ignores is a setting that silently does nothing.
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const testOnly = new Set(['TEST_JOB_CLOCK']);
// Read by compose.yaml (the database's password, Caddy's domain and ACME address), not by the server.
const composeOnly = new Set(['DOMAIN', 'POSTGRES_PASSWORD', 'ACME_EMAIL']);

const exampleNames = () =>
  [...read('.env.example').matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] as string);
const readmeTableNames = () => {
  const section = read('README.md').split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) =>
    [...(row.split(' | ')[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]),
  );
};

describe('the documented environment', () => {
  const read = envVariableNames.filter((name) => !testOnly.has(name));

  it('.env.example lists every variable the server reads, and only those', () => {
    const listed = exampleNames();
    expect(read.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !composeOnly.has(name) && !envVariableNames.includes(name))).toEqual([]);
  });

  it("the README's Configuration table has a row for every variable, and only those", () => {
    const rows = readmeTableNames();
    expect(read.filter((name) => !rows.includes(name))).toEqual([]);
    expect(rows.filter((name) => name !== undefined && !envVariableNames.includes(name))).toEqual([]);
  });
});

describe('derived settings', () => {
  const base = { DATA_DIR: '/tmp/sankofa-config-test', AUTH_SECRET: 'x'.repeat(32) };

  it("push reaches the sender by MAIL_FROM's address when the site is not https", () => {
    const config = loadConfig({
      ...base,
      PUBLIC_URL: 'http://localhost:3000',
      MAIL_FROM: 'Sankofa <contact@sankofa.example>',
    });
    expect(config.push.subject).toBe('mailto:contact@sankofa.example');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://sankofa.example' }).push.subject).toBe(
      'https://sankofa.example',
    );
  });
});

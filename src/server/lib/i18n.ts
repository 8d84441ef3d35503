import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Catalog, defaultLanguage, type Language, languages, lookup } from '../../common/i18n';

/*
 * The catalogs, one folder per language (`fr/`, `en/`, `pt/`) of JSON files under src/common/i18n, each
 * holding top-level namespaces: the platform's (`errors.json`, `shell.json`…) and an area's own
 * (`events.json`), which may also add the area's entries to other namespaces (its log actions under
 * `admin.logs.actions`, its notification names under `notifications.types`). An area brings its files; no
 * shared one changes. A text defined by two files is an error, named at start-up. The web build
 * (vite.config.ts) splits the merged catalog by namespace again; the web imports only common/i18n's types.
 * Reading them is the server's (common/ uses no Node module).
 *
 * The server bundle (scripts/build.mjs) carries the folders beside it, in `dist/server/i18n/`.
 */
const catalogRoot = (): string => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'i18n');
  return existsSync(path.join(bundled, defaultLanguage)) ? bundled : path.resolve(here, '../../common/i18n');
};

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds `source` to `target`, naming each text that `target` already has. */
const mergeInto = (target: Catalog, source: Catalog, prefix: string, clashes: string[]): void => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing === undefined) target[key] = value;
    else if (isCatalog(existing) && isCatalog(value)) mergeInto(existing, value, `${prefix}${key}.`, clashes);
    else clashes.push(`${prefix}${key}`);
  }
};

/** One language's catalog: every file of its folder, merged; throws on a text two files define. */
export const readCatalog = (language: Language, root: string = catalogRoot()): Catalog => {
  const folder = path.join(root, language);
  const catalog: Catalog = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const content: unknown = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
    if (!isCatalog(content)) throw new Error(`i18n/${language}/${file} is not a JSON object`);
    const clashes: string[] = [];
    mergeInto(catalog, content, '', clashes);
    if (clashes.length > 0)
      throw new Error(`i18n/${language}/${file} defines texts another file has: ${clashes.join(', ')}`);
  }
  return catalog;
};

/** The files of every catalog folder, for the build's cache key. */
export const catalogFiles = (root: string = catalogRoot()): string[] =>
  languages.flatMap((language) =>
    readdirSync(path.join(root, language))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => path.join(root, language, name)),
  );

export const catalogs: Record<Language, Catalog> = {
  fr: readCatalog('fr'),
  en: readCatalog('en'),
  pt: readCatalog('pt'),
};

/**
 * The text of `key` in `language` (French when missing), with `{{name}}` placeholders filled.
 * Unknown keys come back unchanged, so a plain sentence can be passed through.
 */
export const translate = (
  key: string,
  vars: Record<string, string | number> = {},
  language: Language = defaultLanguage,
): string => {
  const text = lookup(catalogs[language], key) ?? lookup(catalogs.fr, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
};

/** Whether the catalogs hold `key` (a contract's message is a key; zod's own defaults are English sentences). */
export const hasText = (key: string): boolean => lookup(catalogs.fr, key) !== undefined;

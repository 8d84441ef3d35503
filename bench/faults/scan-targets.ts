// The outside scan's targets (issue 41 §4), read off the endpoint table: every endpoint of every
// contract that takes something a caller chooses (a query, a path param, a JSON body), with a plausible
// value in each part (the fuzz pass's generator), so that the scanners' probes get past validation to
// the services and the database. Loaded by outside-scan.mjs under tsx.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AnyEndpoint, apiPrefix, isEndpoint } from '../../src/common/endpoint';
import {
  type Json,
  plausible,
  type Random,
  requestSchema,
  seeded,
} from '../../src/server/security/fuzz-inputs';

export interface ScanTarget {
  /** `contractExport.key`, e.g. `feedEndpoints.createPost`. */
  name: string;
  method: string;
  /** The URL, with sqlmap's `*` after each path param when the endpoint has no query or body. */
  url: string;
  /** The JSON body, for writes. */
  data?: string;
  /** Reached with the administrator's session (the endpoint needs an ability). */
  staff: boolean;
}

/**
 * Writes that would end the scan's own session or account, or the site's settings for the rest of the
 * scan: they are left to the fuzz pass (`endpoint-fuzz.test.ts`), which runs each on a fresh app.
 */
const spared =
  /\/(auth|account|sessions?|two-factor|passkeys?|security-keys)(\/|$)|\/admin\/(settings|site-settings|maintenance|users\/[^/]+\/(role|suspend|delete))|sign-out|password|email-change|\/me$/;

const contractsDir = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../src/common/contracts',
);

/** Every endpoint definition of every contract (as `security/endpoint-definitions.ts`, without Vite). */
export const endpoints = async (): Promise<{ name: string; endpoint: AnyEndpoint }[]> => {
  const files = readdirSync(contractsDir).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const found: { name: string; endpoint: AnyEndpoint }[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(path.join(contractsDir, file)).href);
    for (const [exported, value] of Object.entries(module))
      for (const [key, item] of Object.entries(typeof value === 'object' && value !== null ? value : {}))
        if (isEndpoint(item)) found.push({ name: `${exported}.${key}`, endpoint: item });
  }
  return found;
};

const plausibleOf = (schema: NonNullable<AnyEndpoint['body']>, random: Random): Json => {
  const json = requestSchema(schema);
  return plausible(json, json, random);
};

const queryString = (value: Json, keep: (key: string) => boolean = () => true): string => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    if (item === null || typeof item === 'object' || !keep(key)) continue;
    search.set(key, String(item));
  }
  return search.toString();
};

/** The query's required keys (those a caller must send). */
const requiredOf = (schema: NonNullable<AnyEndpoint['query']>): Set<string> => {
  const json = requestSchema(schema);
  return new Set(Array.isArray(json.required) ? json.required.map(String) : []);
};

/**
 * A path param's value: the scan's real one where it knows one (`ids` by the param's name, or by
 * `<path up to the param>` for a name as common as `id`), else a plausible value of its schema.
 */
const paramValue = (
  ids: Record<string, string>,
  path: string,
  name: string,
  plausibleParams: Json,
  random: Random,
) => {
  const known = ids[path.slice(0, path.indexOf(`:${name}`) + name.length + 1)] ?? ids[name];
  if (known) return known;
  const value =
    plausibleParams !== null && typeof plausibleParams === 'object' && !Array.isArray(plausibleParams)
      ? plausibleParams[name]
      : null;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : random.uuid();
};

/**
 * The scan's targets. Path params get the scan's real ids where it has them (`paramValue`), so that a
 * probe reaches the row's own queries. A query keeps its plausible values where the app accepts them
 * (`accepts`: a 2xx), else only its required ones (an optional cursor a generator cannot make, or an
 * id that names nothing, would end every probe before the query that lists).
 */
export const scanTargets = async (
  base: string,
  ids: Record<string, string>,
  accepts: (url: string, staff: boolean) => Promise<boolean>,
): Promise<ScanTarget[]> => {
  const random = seeded(41);
  const targets: ScanTarget[] = [];
  for (const { name, endpoint } of await endpoints()) {
    if (endpoint.multipart || endpoint.method === 'DELETE') continue;
    const write = endpoint.method !== 'GET';
    if (write && spared.test(endpoint.path)) continue;
    const staff = typeof endpoint.access === 'object';
    const body = write && endpoint.body ? plausibleOf(endpoint.body, random) : undefined;
    const params = endpoint.params ? plausibleOf(endpoint.params, random) : null;
    const path = endpoint.path.replace(/:(\w+)/g, (_match, param: string) =>
      encodeURIComponent(paramValue(ids, endpoint.path, param, params, random)),
    );
    let query = '';
    if (endpoint.query) {
      const values = plausibleOf(endpoint.query, random);
      const required = requiredOf(endpoint.query);
      query = queryString(values);
      if (!write && query && !(await accepts(`${base}${apiPrefix}${path}?${query}`, staff)))
        query = queryString(values, (key) => required.has(key));
    }
    if (!query && body === undefined && path === endpoint.path) continue;
    // With nothing else to inject, the path params are the injection points.
    const marked =
      !query && body === undefined
        ? endpoint.path.replace(
            /:(\w+)/g,
            (_match, param: string) =>
              `${encodeURIComponent(paramValue(ids, endpoint.path, param, params, random))}*`,
          )
        : path;
    targets.push({
      name,
      method: endpoint.method,
      url: `${base}${apiPrefix}${marked}${query ? `?${query}` : ''}`,
      data: body === undefined ? undefined : JSON.stringify(body),
      staff,
    });
  }
  return targets;
};

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
  /** The request the probes start from passes validation (else they test the validation only). */
  reached: boolean;
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

/** The required keys of a query or a body (those a caller must send). */
const requiredOf = (schema: NonNullable<AnyEndpoint['query']>): Set<string> => {
  const json = requestSchema(schema);
  return new Set(Array.isArray(json.required) ? json.required.map(String) : []);
};

const isObject = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const keysOf = (value: Json): Set<string> => new Set(isObject(value) ? Object.keys(value) : []);
/** The object's `keys` only (anything else as it is). */
const picked = (value: Json, keys: Set<string>): Json =>
  isObject(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => keys.has(key))) : value;

/**
 * The keys to send: all of them when the app accepts them (a 2xx), else the largest set it accepts, from
 * the required ones adding one optional key at a time (an optional cursor a generator cannot make, or an
 * id that names nothing, would end every probe before the query or the write), else all of them (the
 * probes then test the validation).
 */
const largestAccepted = async (
  all: Set<string>,
  required: Set<string>,
  test: (keys: Set<string>) => Promise<boolean>,
): Promise<{ keys: Set<string>; accepted: boolean }> => {
  if (all.size === 0 || (await test(all))) return { keys: all, accepted: true };
  const kept = new Set([...required].filter((key) => all.has(key)));
  if (!(await test(kept))) return { keys: all, accepted: false };
  for (const key of all) if (!kept.has(key) && (await test(new Set([...kept, key])))) kept.add(key);
  return { keys: kept, accepted: true };
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
 * probe reaches the row's own queries; a read's query and a write's body keep the plausible values the
 * app accepts (`largestAccepted`, asking `accepts`: a write is made for real, on the scan's own site).
 */
export const scanTargets = async (
  base: string,
  ids: Record<string, string>,
  accepts: (url: string, staff: boolean, write?: { method: string; body: string }) => Promise<boolean>,
): Promise<ScanTarget[]> => {
  const random = seeded(41);
  const targets: ScanTarget[] = [];
  for (const { name, endpoint } of await endpoints()) {
    if (endpoint.multipart || endpoint.method === 'DELETE') continue;
    const write = endpoint.method !== 'GET';
    if (write && spared.test(endpoint.path)) continue;
    const staff = typeof endpoint.access === 'object';
    const params = endpoint.params ? plausibleOf(endpoint.params, random) : null;
    const path = endpoint.path.replace(/:(\w+)/g, (_match, param: string) =>
      encodeURIComponent(paramValue(ids, endpoint.path, param, params, random)),
    );
    let query = '';
    // Whether the request the probes start from gets past validation to the service (a 2xx).
    let reached = true;
    if (endpoint.query) {
      const values = plausibleOf(endpoint.query, random);
      const url = (keys: Set<string>) =>
        `${base}${apiPrefix}${path}?${queryString(values, (key) => keys.has(key))}`;
      const kept = write
        ? { keys: keysOf(values), accepted: true }
        : await largestAccepted(keysOf(values), requiredOf(endpoint.query), (keys) =>
            accepts(url(keys), staff),
          );
      query = queryString(values, (key) => kept.keys.has(key));
      reached &&= kept.accepted;
    }
    let body: Json | undefined;
    if (write && endpoint.body) {
      const values = plausibleOf(endpoint.body, random);
      const url = `${base}${apiPrefix}${path}${query ? `?${query}` : ''}`;
      const kept = await largestAccepted(keysOf(values), requiredOf(endpoint.body), (keys) =>
        accepts(url, staff, { method: endpoint.method, body: JSON.stringify(picked(values, keys)) }),
      );
      body = picked(values, kept.keys);
      reached &&= kept.accepted;
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
      reached,
    });
  }
  return targets;
};

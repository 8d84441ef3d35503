import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEndpoint, urlOf } from '../../common/endpoint';
import { rateLimitCounters } from '../db/schema/mail';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser, getSession, multipartFile, uniqueIp } from '../test/factories';
import { definitions } from './endpoint-definitions';
import {
  hostileParams,
  hostileQueryValues,
  hostileValues,
  type Json,
  pathsIn,
  plausible,
  type Random,
  replaceAt,
  requestSchema,
  seeded,
} from './fuzz-inputs';

/**
 * The fuzz pass over the endpoint table (issue 41 §4): every endpoint of every contract, called by a
 * visitor (the public ones) and by an admin (all of them) with hostile path params, query values and
 * bodies built from its own schemas (fuzz-inputs.ts), must never answer a 500. The seed is fixed, so a
 * finding replays; `FUZZ_SEED` tries another, `FUZZ_CASES` changes how many cases an endpoint gets.
 */

const seed = Number(process.env.FUZZ_SEED ?? 41);
const casesPerEndpoint = Number(process.env.FUZZ_CASES ?? 24);

/** The last unhandled error, joined through Fastify's initialization channel (buildApp takes no hook). */
let lastError: Error | undefined;
const buildAndWatch = async (): Promise<TestApp> => {
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onError', (_request, _reply, error, done) => {
      lastError = error;
      done();
    });
  };
  diagnostics.subscribe('fastify.initialization', onInstance);
  try {
    return await buildTestApp();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInstance);
  }
};

const t = await buildAndWatch();
afterAll(async () => {
  await t.close();
});

interface Case {
  params: Record<string, string>;
  query?: Record<string, string | string[]>;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

const paramNames = (endpoint: AnyEndpoint) => [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name);

const plausibleOf = (schema: AnyEndpoint['body'], random: Random): Json => {
  if (!schema) return null;
  const json = requestSchema(schema);
  return plausible(json, json, random);
};

const json = (value: Json) => ({
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

/** The cases of one endpoint: hostile params, then query values, then body parts, then whole bodies. */
const casesOf = (endpoint: AnyEndpoint, random: Random): Case[] => {
  const names = paramNames(endpoint);
  const baseParams = Object.fromEntries(names.map((name) => [name, random.uuid()]));
  const baseQuery = plausibleOf(endpoint.query, random);
  const query = (value: Json): Record<string, string> =>
    Object.fromEntries(
      Object.entries(value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}).map(
        ([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)],
      ),
    );
  const baseBody = plausibleOf(endpoint.body, random);
  const base: Case = {
    params: baseParams,
    query: query(baseQuery),
    ...(endpoint.body ? json(baseBody) : {}),
  };
  const cases: Case[] = [base];
  for (const name of names)
    for (const value of hostileParams(random))
      cases.push({ ...base, params: { ...baseParams, [String(name)]: value } });
  // An empty object (a PATCH changing nothing) is always kept, with the param cases.
  if (endpoint.body) cases.push({ ...base, ...json({}) });
  for (const key of Object.keys(base.query ?? {})) {
    for (let i = 0; i < 3; i++)
      cases.push({ ...base, query: { ...base.query, [key]: random.pick(hostileQueryValues) } });
    cases.push({ ...base, query: { ...base.query, [key]: ['a', 'b'] } });
  }
  if (endpoint.multipart) {
    for (const file of [
      multipartFile('x.png', Buffer.from('not an image')),
      multipartFile('\u0000.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
      multipartFile('é'.repeat(400), Buffer.alloc(0), 'image/png'),
      multipartFile('a.pdf', Buffer.from('%PDF-1.4\n%%EOF'), 'application/pdf'),
    ])
      cases.push({ ...base, payload: file.payload, headers: file.headers });
    cases.push({ ...base, ...json({ file: 'x' }) });
    // A body cut before its closing boundary (a connection dropped mid-upload), and a multipart type
    // without a boundary: found by the outside audit answering 500.
    const whole = multipartFile('x.png', Buffer.from('abc'), 'image/png');
    cases.push(
      { ...base, payload: whole.payload.subarray(0, whole.payload.length - 30), headers: whole.headers },
      { ...base, payload: 'abc', headers: { 'content-type': 'multipart/form-data' } },
    );
  }
  if (endpoint.body) {
    const bodyCases: Case[] = [];
    for (const path of pathsIn(baseBody))
      for (let i = 0; i < 2; i++)
        bodyCases.push({ ...base, ...json(replaceAt(baseBody, path, random.pick(hostileValues))) });
    bodyCases.push(
      { ...base, ...json(Array.isArray(baseBody) ? {} : [baseBody]) },
      {
        ...base,
        ...json({
          ...(typeof baseBody === 'object' && baseBody ? baseBody : {}),
          extra: 'x',
          id: random.uuid(),
        }),
      },
      { ...base, payload: '{"a":', headers: { 'content-type': 'application/json' } },
      { ...base, payload: '['.repeat(5_000), headers: { 'content-type': 'application/json' } },
      { ...base, payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    cases.push(...bodyCases);
  }
  if (cases.length <= casesPerEndpoint) return cases;
  // Keep the base, every param case, the empty body, and a seeded sample of the rest.
  const kept = cases.slice(0, 1 + names.length * 10 + (endpoint.body ? 1 : 0));
  const rest = cases.slice(kept.length);
  while (kept.length < casesPerEndpoint && rest.length > 0)
    kept.push(rest.splice(Math.floor(random.next() * rest.length), 1)[0] as Case);
  return kept;
};

const describeCase = (endpoint: AnyEndpoint, url: string, c: Case) => {
  const body = c.payload === undefined ? '' : ` ${String(c.payload).slice(0, 160)}`;
  return `${endpoint.method} ${url.slice(0, 200)}${body}`;
};

/** The database's own words when a query failed (Drizzle wraps them), else the error's. */
const causeOf = (error: Error): string => {
  const inner = error.cause instanceof Error ? error.cause : error;
  return `${inner.name}: ${inner.message}`.slice(0, 200);
};

const sessionAlive = async (user: CreatedUser) => {
  const res = await getSession(t.app, user.cookie);
  return res.statusCode === 200 && res.json().user !== null;
};

/** Runs the cases of every endpoint as one actor; answers the 500s found (one per endpoint and cause). */
const fuzz = async (actor: 'visitor' | 'admin', pick: (endpoint: AnyEndpoint) => boolean) => {
  const random = seeded(seed);
  const findings = new Map<string, string>();
  let admin = actor === 'admin' ? await createUser(t.app, t.database.db, { role: 'admin' }) : null;
  for (const { name, endpoint } of definitions) {
    if (!pick(endpoint)) continue;
    // Write limits would answer 429 before the handler runs and hide what follows.
    await t.database.db.delete(rateLimitCounters);
    for (const c of casesOf(endpoint, random)) {
      const url = urlOf(endpoint, c.params).replace(/%25/g, '%');
      const options: InjectOptions = {
        method: endpoint.method,
        url,
        query: c.query,
        headers: { ...(admin ? { cookie: admin.cookie } : {}), ...c.headers },
        remoteAddress: uniqueIp(),
        ...(c.payload === undefined || endpoint.method === 'GET' ? {} : { payload: c.payload }),
      };
      lastError = undefined;
      const res = await t.app.inject(options);
      if (res.statusCode >= 500 && res.statusCode !== 503) {
        const cause = lastError ? causeOf(lastError) : res.body.slice(0, 200);
        const key = `${name} ${cause}`;
        if (!findings.has(key))
          findings.set(key, `${name}: ${describeCase(endpoint, url, c)} → ${res.statusCode} ${cause}`);
      }
    }
    // Sign-out, account deletion or a password change end the admin's session: the next endpoint gets a new one.
    if (admin && !(await sessionAlive(admin)))
      admin = await createUser(t.app, t.database.db, { role: 'admin' });
  }
  return [...findings.values()];
};

describe('fuzz pass over the endpoint table: never a 500', () => {
  it('has endpoints to walk', () => {
    expect(definitions.length).toBeGreaterThan(300);
  });

  it('as a visitor, on every public endpoint', async () => {
    expect(await fuzz('visitor', (endpoint) => endpoint.access === 'public')).toEqual([]);
  }, 120_000);

  it('as an admin, on every endpoint', async () => {
    expect(await fuzz('admin', () => true)).toEqual([]);
  }, 240_000);
});

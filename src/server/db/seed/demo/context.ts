// What every area of the demo seed shares: the signed-in demo members, a caller that goes through the
// API as one of them (so permissions, counters and notifications hold), and the few helpers for dates
// and deterministic choices.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { rowsOf } from '../../../lib/db';
import type { Actor } from '../../../platform/actor';
import type { Db } from '../../client';

export interface DemoMemberSession {
  id: string;
  cookie: string;
}

export interface DemoContext {
  app: FastifyInstance;
  db: Db;
  /** The demo members, in the order of the member list (index 0 is Awa Diop). */
  members: DemoMemberSession[];
  /** A request through the API as `member` (or anonymous); a 4xx or 5xx throws. */
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    member?: DemoMemberSession,
    payload?: object,
  ): Promise<T>;
  /** A multipart upload of one file (field `file`) as `member`. */
  upload<T = unknown>(
    method: 'POST' | 'PUT',
    url: string,
    member: DemoMemberSession,
    file: { name: string; type: string; data: Buffer },
  ): Promise<T>;
  /** The actor of a member's session, for the few staff actions a demo needs (approvals, directory). */
  actorOf(member: DemoMemberSession): Promise<Actor>;
  member(index: number): DemoMemberSession;
  random(): number;
}

/** A small deterministic generator, so two runs on empty databases give the same demo. */
export const createRandom = (seed = 20261122) => {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
};

/** The day `days` from today at `hour`:00 UTC, as an ISO date-time. */
export const daysFromNow = (days: number, hour = 9): string => {
  const at = new Date();
  at.setUTCHours(hour, 0, 0, 0);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString();
};

/** `YYYY-MM-DD` of the day `days` from today. */
export const dayFromNow = (days: number): string => daysFromNow(days).slice(0, 10);

/** Whether `table` has a row whose `column` is `value` (an area's demo marker). */
export const hasRow = async (db: Db, table: string, column: string, value: string): Promise<boolean> => {
  const result = await db.execute(
    sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value} limit 1`,
  );
  return rowsOf(result).length > 0;
};

export const createContext = (
  app: FastifyInstance,
  db: Db,
  members: DemoMemberSession[],
  nextIp: () => string,
): DemoContext => {
  const check = (method: string, url: string, res: LightMyRequestResponse) => {
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.body === '' ? undefined : res.json();
  };
  return {
    app,
    db,
    members,
    random: createRandom(),
    async call(method, url, member, payload) {
      const res = await app.inject({
        method,
        url,
        payload,
        headers: member ? { cookie: member.cookie } : {},
        remoteAddress: nextIp(),
      });
      return check(method, url, res);
    },
    async upload(method, url, member, file) {
      const boundary = `----sankofa-demo-${Math.floor(Math.random() * 1e9)}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
      const body = Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const res = await app.inject({
        method,
        url,
        payload: body,
        headers: { cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        remoteAddress: nextIp(),
      });
      return check(method, url, res);
    },
    async actorOf(member) {
      const { value } = await app.services.sessionResolver.resolveActor(
        new Headers({ cookie: member.cookie }),
      );
      if (!value) throw new Error('demo member without a session');
      return value;
    },
    member(index) {
      const member = members[index % members.length];
      if (!member) throw new Error(`no demo member ${index}`);
      return member;
    },
  };
};

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyEndpoint, isEndpoint } from '../../common/endpoint';
import type { NotificationTypeName } from '../../common/registry';
import { areas } from '../areas';
import { notifications } from '../db/schema';
import { createNotificationRegistry } from '../platform/notifications/notification-types';
import { buildTestApp } from '../test/build-test-app';
import type { Member } from './block-support';
import { contributions, securityKit } from './contributions';

/**
 * The blocking rule on writes and notifications (issue 32 §3), generated from the endpoint table and
 * the notification registry, so that a new member-to-member write or a new emitter is covered the day
 * it is added:
 * - every member-facing write endpoint (access `member` or `public`, outside the back office) is
 *   replayed across a block in its area's `blockReaching` (refused with the 404 of a missing member, or
 *   allowed on shared content with its notification dropped), or says in `blockNotReaching` why it
 *   reaches no member;
 * - every notification type declares its causer (`defineNotification({ causer })`), and each type a
 *   member causes is emitted in its area's `blockEmitters` between two members, then across a block:
 *   the recipient gets it before, never after.
 * The tables are the areas' own, in `features/<area>/<area>.security.ts` (see area-security.ts).
 */

const t = await buildTestApp();
afterAll(async () => {
  await t.close();
});
const kit = securityKit(t);
const { newMember, block } = kit;

// ---------------------------------------------------------------------------------------------
// The endpoint table and the registry

/** Every endpoint definition of every contract, as `security/endpoint-access.test.ts` walks them. */
const definitions = Object.entries(
  import.meta.glob(['../../common/contracts/*.ts', '!../../common/contracts/*.test.ts'], { eager: true }),
).flatMap(([, module]) =>
  Object.entries(typeof module === 'object' && module !== null ? module : {}).flatMap(([exported, value]) =>
    Object.entries(typeof value === 'object' && value !== null ? value : {}).flatMap(([key, item]) =>
      isEndpoint(item) ? [{ name: `${exported}.${key}`, endpoint: item as AnyEndpoint }] : [],
    ),
  ),
);

/** Writes a member (or a visitor) may call: staff abilities and the back office are staff's business. */
const memberWrites = definitions.filter(
  ({ endpoint }) =>
    endpoint.method !== 'GET' &&
    (endpoint.access === 'member' || endpoint.access === 'public') &&
    !endpoint.path.startsWith('/admin/'),
);

const registry = createNotificationRegistry(areas);

// ---------------------------------------------------------------------------------------------
// Helpers

const db = t.database.db;

const countOf = async (member: Member, type?: NotificationTypeName): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, member.id), type ? eq(notifications.type, type) : undefined));
  return Number(row?.n ?? 0);
};

// ---------------------------------------------------------------------------------------------
// The tables, declared by each area

const reaching = contributions.blockReaching(kit);
const reasonOf = new Map(Object.entries(contributions.blockNotReaching));
const emitters = contributions.blockEmitters(kit);
const notEmitted: Record<string, string | undefined> = contributions.blockNotEmitted;

describe('blocking on every write from one member to another (issue 32 §3)', () => {
  it('gives every member-facing write a fixture in `blockReaching` or a reason in `blockNotReaching`', () => {
    expect(memberWrites.length).toBeGreaterThan(100);
    const uncovered = memberWrites
      .map(({ name }) => name)
      .filter((name) => !(name in reaching) && !reasonOf.has(name));
    expect(
      uncovered,
      'add each, in its area’s <area>.security.ts, to `blockReaching` (replayed across a block) or `blockNotReaching` (why it reaches no one)',
    ).toEqual([]);
  });

  it('names no endpoint that no longer exists, and none twice', () => {
    const known = new Set(memberWrites.map(({ name }) => name));
    const named = [...Object.keys(reaching), ...reasonOf.keys()];
    expect(named.filter((name) => !known.has(name))).toEqual([]);
    expect(Object.keys(reaching).filter((name) => reasonOf.has(name))).toEqual([]);
  });

  it.each(Object.keys(reaching))('%s', async (name) => {
    const reach = reaching[name];
    if (!reach) throw new Error(`${name}: no fixture`);
    const [actor, other] = [await newMember(), await newMember()];
    const act = await reach.prepare(actor, other);
    await block(other, actor);
    const before = await countOf(other);
    for (const res of await act()) {
      if (reach.outcome === 'refused') {
        expect(res.statusCode, `${name} across a block: ${res.body.slice(0, 300)}`).toBe(404);
      } else {
        expect(res.statusCode, `${name} (${reach.why}): ${res.body.slice(0, 300)}`).toBeLessThan(300);
      }
    }
    expect(await countOf(other), `${name} notified the member who blocked`).toBe(before);
  });
});

describe('notifications a member causes are dropped across a block (issue 32 §3)', () => {
  it('every type declares who causes it', () => {
    expect(registry.types().length).toBeGreaterThan(30);
    const undeclared = registry
      .types()
      .filter((type) => !['member', 'platform'].includes(registry.get(type).causer));
    expect(undeclared, 'give each `causer` in its defineNotification').toEqual([]);
  });

  it('gives every type a member causes an emitter or a reason', () => {
    const memberCaused = registry.types().filter((type) => registry.get(type).causer === 'member');
    const uncovered = memberCaused.filter((type) => !emitters[type] && !notEmitted[type]);
    expect(
      uncovered,
      'add each, in its area’s <area>.security.ts, to `blockEmitters` (how a member causes it) or `blockNotEmitted`',
    ).toEqual([]);
    const platform = [...Object.keys(emitters), ...Object.keys(notEmitted)].filter(
      (type) => !registry.has(type) || registry.get(type as NotificationTypeName).causer !== 'member',
    );
    expect(platform, 'emitters of types no member causes').toEqual([]);
  });

  it.each(
    registry.types().filter((type) => registry.get(type).causer === 'member' && emitters[type] !== undefined),
  )('%s', async (type) => {
    const emit = emitters[type];
    if (!emit) throw new Error(`${type}: no emitter`);
    // Between two members: the fixture proves something.
    const [causer, recipient] = [await newMember(), await newMember()];
    await (await emit(causer, recipient))();
    expect(await countOf(recipient, type), `${type} without a block`).toBeGreaterThan(0);
    // Across a block, whoever blocked.
    for (const blockerIsRecipient of [true, false]) {
      const [c, r] = [await newMember(), await newMember()];
      const act = await emit(c, r);
      await (blockerIsRecipient ? block(r, c) : block(c, r));
      await act();
      expect(await countOf(r, type), `${type} across a block`).toBe(0);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/actor';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { insertMember } from '../../test/network-factories';
import { createNetworkService } from './network.service';

let t: TestApp;
let actor: Actor;
let clock = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.app, t.database.db);
  const resolved = await t.app.services.sessionResolver.resolveActor(new Headers({ cookie: user.cookie }));
  if (!resolved.value) throw new Error('no actor');
  actor = resolved.value;
});
afterAll(async () => {
  await t.close();
});

const member = (fullName: string) =>
  insertMember(t.database.db, { fullName, title: 'Géomètre', place: ['Lomé', 'Togo', 'TG'] });
const query = { page: 1, job: 'géomètre', availability: 'all' as const };

describe("the network search's count", () => {
  it('is read again when the page reaches its end, so a new member is counted at once (issue 38 §3)', async () => {
    const network = createNetworkService({ db: t.database.db, now: () => clock });
    await member('Ama Géomètre');
    expect((await network.search(actor, query)).total).toBe(1);

    await member('Yao Géomètre');
    const meanwhile = await network.search(actor, query);
    // The only page reaches the kept end: the count is read again, the pager never lags the page.
    expect(meanwhile.total).toBe(2);
    expect(meanwhile.items.map((item) => item.fullName).sort()).toEqual(['Ama Géomètre', 'Yao Géomètre']);

    clock += 60_000;
    expect((await network.search(actor, query)).total).toBe(2);
    // Other filters are counted apart.
    expect((await network.search(actor, { ...query, job: 'géomètre lomé' })).total).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../../common/limits';
import { type CreatedUser, createUser, mailsTo, uniqueEmail, uniqueIp } from '../../test/factories';
import { testAppForFile } from '../../test/suite';

/*
 * "Inviter un utilisateur" cannot carry spam (issue 33): the member-chosen name in the subject is one
 * bounded line and never a web address, and invitations are limited per member, per IP network and per
 * invited address. Tried as a spammer would: a name set through the profile form, then POST /invitations.
 */
const t = testAppForFile();

const invite = (member: CreatedUser, email: string, ip = uniqueIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations',
    headers: { cookie: member.cookie },
    payload: { email },
    remoteAddress: ip,
  });

const nameMember = async (member: CreatedUser, fullName: string) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/profiles/me/sections/personal',
    headers: { cookie: member.cookie },
    payload: { fullName, website: '' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const usernameOf = async (member: CreatedUser): Promise<string> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/profiles/${member.id}`,
    headers: { cookie: member.cookie },
  });
  return res.json().username;
};

describe('POST /invitations', () => {
  it("shows the member's name in the subject and the intro", async () => {
    const member = await createUser(t.app, t.database.db);
    await nameMember(member, 'Awa Diop');
    const to = uniqueEmail('invite');
    expect((await invite(member, to)).statusCode).toBe(201);
    const [mail] = await mailsTo(t.database.db, to, 'invitation');
    expect(mail?.subject).toBe('Awa Diop vous invite à rejoindre Sankofa');
  });

  it.each([
    'Gagnez 1000 € sur www.gains-faciles.example',
    'Cliquez http://spam.example',
    'Offre gains-faciles.com',
    'Écrivez à offre@spam.example',
  ])('never puts a web address in the mail (%s): the username stands in', async (name) => {
    const member = await createUser(t.app, t.database.db);
    await nameMember(member, name);
    const to = uniqueEmail('invite');
    expect((await invite(member, to)).statusCode).toBe(201);
    const [mail] = await mailsTo(t.database.db, to, 'invitation');
    const username = await usernameOf(member);
    expect(mail?.subject).toBe(`${username} vous invite à rejoindre Sankofa`);
    expect(mail?.text).not.toMatch(/spam|gains/);
  });

  it('keeps a long name on one bounded line, its HTML escaped', async () => {
    const member = await createUser(t.app, t.database.db);
    await nameMember(member, `<b>Awa</b>\tDiop ${'très '.repeat(18)}longue`);
    const to = uniqueEmail('invite');
    expect((await invite(member, to)).statusCode).toBe(201);
    const [mail] = await mailsTo(t.database.db, to, 'invitation');
    const inviter = mail?.subject.replace(' vous invite à rejoindre Sankofa', '') ?? '';
    expect(inviter.startsWith('<b>Awa</b> Diop très')).toBe(true);
    expect(Array.from(inviter).length).toBeLessThanOrEqual(61);
    expect(inviter.endsWith('…')).toBe(true);
    expect(mail?.html).not.toContain('<b>Awa</b>');
    expect(mail?.html).toContain('&lt;b&gt;Awa&lt;/b&gt; Diop');
  });

  it('limits one address to 3 invitations a week, from every member together', async () => {
    const to = uniqueEmail('cible');
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const member = await createUser(t.app, t.database.db);
      answers.push((await invite(member, to)).statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 429]);
  });

  it('counts the mailbox, not how the address is written: +tags and Gmail dots reach one box', async () => {
    const box = `f.diallo${Date.now().toString(36)}`;
    const spellings = [`${box}@gmail.com`, `${box}+1@gmail.com`, `${box.replace('.', '')}@googlemail.com`];
    for (const to of spellings) {
      expect((await invite(await createUser(t.app, t.database.db), to)).statusCode).toBe(201);
    }
    const fourth = await invite(await createUser(t.app, t.database.db), `${box}+reseau@Gmail.com`);
    expect(fourth.statusCode).toBe(429);
  });

  it('lets 30 members behind one address (a carrier’s CGNAT) invite in a day: the limit counts the inviting account', async () => {
    const carrier = uniqueIp();
    const members = await Promise.all(Array.from({ length: 30 }, () => createUser(t.app, t.database.db)));
    const answers: number[] = [];
    for (const member of members) {
      answers.push((await invite(member, uniqueEmail('voisin'), carrier)).statusCode);
      answers.push((await invite(member, uniqueEmail('voisin'), carrier)).statusCode);
    }
    expect(answers).toEqual(answers.map(() => 201));
  });

  it('keeps a per-network backstop far above one member’s 20 a day', async () => {
    expect(rateLimits.invitationIp.max).toBeGreaterThanOrEqual(10 * rateLimits.invitation.max);
    const ip = uniqueIp();
    for (let i = 0; i < rateLimits.invitationIp.max - 1; i++)
      await t.app.services.rateLimits.record('invitation-ip', ip, rateLimits.invitationIp);
    const member = await createUser(t.app, t.database.db);
    expect((await invite(member, uniqueEmail('ip'), ip)).statusCode).toBe(201);
    const refused = await invite(member, uniqueEmail('ip'), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one member to 20 invitations a day, from any network', async () => {
    const member = await createUser(t.app, t.database.db);
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await invite(member, uniqueEmail('jour'))).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

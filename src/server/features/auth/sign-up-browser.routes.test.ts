import { describe, expect, it } from 'vitest';
import { cookieOf, mailsTo, sessionUserOf, uniqueEmail } from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import { authPost, openLink, signInStatusOf } from './auth-test-support';

const t = testAppForFile();

const site = 'http://localhost:3000';

const post = authPost(t);

const open = openLink(t);

const newestLink = async (email: string) =>
  (await mailsTo(t.database.db, email, 'verification'))[0]?.link ?? '';

const signInStatus = signInStatusOf(t);

const sessionEmail = async (cookie: string) => (await sessionUserOf(t.app, cookie))?.email;

describe('no password survives that the confirming person did not choose (issue 33 §1)', () => {
  it('the squatter first: the owner confirms from the mail and the squatter’s password is dead', async () => {
    const email = uniqueEmail('proprio');
    expect((await post('sign-up', { email, password: 'mot-de-passe-squatteur' })).statusCode).toBe(201);
    // The owner only reads the mail, in their own browser.
    const confirmed = await open(await newestLink(email));
    expect(confirmed.location).toBe(`${site}/profile/complete`);
    expect(await sessionEmail(cookieOf(confirmed))).toBe(email);
    expect(await signInStatus(email, 'mot-de-passe-squatteur')).toBe(401);
  });

  it('the owner first, the squatter second: the newest mail confirms without the squatter’s password', async () => {
    const email = uniqueEmail('proprio');
    const owner = await post('sign-up', { email, password: 'mot-de-passe-proprio' });
    const ownerBrowser = cookieOf(owner);
    const squatter = await post('sign-up', { email, password: 'mot-de-passe-squatteur' });
    expect(squatter.statusCode).toBe(201);
    // The owner clicks the newest mail, in the browser where they signed up.
    const confirmed = await open(await newestLink(email), ownerBrowser);
    expect(confirmed.location).toBe(`${site}/profile/complete`);
    expect(await sessionEmail(cookieOf(confirmed))).toBe(email);
    expect(await signInStatus(email, 'mot-de-passe-squatteur')).toBe(401);
    // The owner's own password was replaced before they confirmed: they set one from the session.
    expect(await signInStatus(email, 'mot-de-passe-proprio')).toBe(401);
  });

  it('keeps the password when the link is opened in the browser that chose it', async () => {
    const email = uniqueEmail('membre');
    const signUp = await post('sign-up', { email, password: 'ma-phrase-secrete' });
    const confirmed = await open(await newestLink(email), cookieOf(signUp));
    expect(confirmed.location).toBe(`${site}/profile/complete`);
    expect(await signInStatus(email, 'ma-phrase-secrete')).toBe(200);
  });

  it('does not take a forged attempt cookie', async () => {
    const email = uniqueEmail('proprio');
    await post('sign-up', { email, password: 'mot-de-passe-squatteur' });
    const confirmed = await open(
      await newestLink(email),
      'sankofa.sign_up_attempt=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(confirmed.location).toBe(`${site}/profile/complete`);
    expect(await signInStatus(email, 'mot-de-passe-squatteur')).toBe(401);
  });
});

describe('email-check tells an unconfirmed address only to the browser that signed up (issue 33 §6)', () => {
  it('looks free to a stranger, pending to the browser of the attempt, taken once confirmed', async () => {
    const email = uniqueEmail('membre');
    const signUp = await post('sign-up', { email, password: 'ma-phrase-secrete' });
    expect((await post('email-check', { email })).json()).toEqual({ exists: false, confirmed: false });
    expect((await post('email-check', { email }, { cookie: cookieOf(signUp) })).json()).toEqual({
      exists: true,
      confirmed: false,
    });
    await open(await newestLink(email), cookieOf(signUp));
    expect((await post('email-check', { email })).json()).toEqual({ exists: true, confirmed: true });
  });
});

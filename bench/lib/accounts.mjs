// The bench accounts: made through the API as a member would be, confirmed in the database, signed in.

const password = 'bench-password-1';

/** The id of the account `email`, signed up through the API if it does not exist yet, email confirmed. */
export const ensureAccount = async (client, app, email) => {
  let { rows } = await client.query('select id from users where email = $1', [email]);
  if (rows.length === 0) {
    await client.query(
      `delete from rate_limit_counters where key like 'sign-up:%' or key like 'auth-mail:%'`,
    );
    const res = await fetch(`${app}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    ({ rows } = await client.query('select id from users where email = $1', [email]));
  }
  const id = rows[0].id;
  await client.query('update users set email_verified = true where id = $1', [id]);
  return id;
};

/** Signs `email` in through the API and returns its session cookie header. */
export const signIn = async (client, app, email) => {
  await client.query(`delete from rate_limit_counters where key like 'sign-in:%'`);
  const res = await fetch(`${app}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

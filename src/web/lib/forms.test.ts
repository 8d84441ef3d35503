import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { serverFieldErrors, validateWith } from './forms';
import { loadZod } from './zod-loader';

const Body = z.object({
  email: z.email({ error: 'auth.validation.email' }),
  location: z.object({ ville: z.string().min(1, { error: 'profiles.cityRequired' }) }),
});

describe('validateWith', () => {
  // The app's zod, as once a page is built (lib/zod-loader.ts).
  beforeAll(() => loadZod());
  const validate = validateWith(Body, (values: { email: string; city: string }) => ({
    email: values.email,
    location: { ville: values.city },
  }));

  it('puts the first issue of each field on the field, by the path’s first segment', () => {
    expect(validate({ email: 'nope', city: '' })).toEqual({
      email: 'auth.validation.email',
      location: 'profiles.cityRequired',
    });
  });

  it('finds nothing to say about a valid body', () => {
    expect(validate({ email: 'awa@example.com', city: 'Dakar' })).toEqual({});
  });
});

describe('serverFieldErrors', () => {
  it('puts validation_failed details on the fields the form has', () => {
    const error = new ApiError(400, 'validation_failed', 'Certains champs…', [
      { path: 'location.ville', key: 'profiles.cityRequired', message: 'Ville requise' },
      { path: 'unknown', key: 'x', message: 'x' },
    ]);
    expect(serverFieldErrors(error, ['email', 'location'])).toEqual({ location: 'profiles.cityRequired' });
  });

  it('has nothing for an error that is not the API’s', () => {
    expect(serverFieldErrors(new Error('boom'), ['email'])).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { AppError, invalidField } from './app-error';

describe('an AppError', () => {
  it("says the code's own text, the catalog text a service names, or a text already written", () => {
    expect(new AppError('not_found').message).toBe('Ressource introuvable.');
    expect(new AppError('not_found', { messageKey: 'events.notFound' }).message).toBe(
      'Événement introuvable.',
    );
    expect(new AppError('not_found', { message: 'Déjà écrit.', messageKey: 'events.notFound' }).message).toBe(
      'Déjà écrit.',
    );
  });

  it('names one field with its catalog text, placeholders filled', () => {
    const error = invalidField('capacity', 'mentors.validation.capacityBelowMentees', { count: 3 });
    expect(error).toMatchObject({ code: 'validation_failed', status: 400 });
    expect(error.details).toEqual([
      {
        path: 'capacity',
        key: 'mentors.validation.capacityBelowMentees',
        message: expect.stringContaining('3'),
      },
    ]);
  });
});

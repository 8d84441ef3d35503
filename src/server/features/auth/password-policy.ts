import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AppError, invalidField } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { projectRoot } from '../../lib/paths';

/**
 * The most common passwords of 8 characters or more (zxcvbn-ts' list, MIT, with French and
 * community-specific additions), lowercased, shipped with the project: no network call.
 */
const listFile = path.join(projectRoot, 'src/server/features/auth/common-passwords.txt');

let common: ReadonlySet<string> | undefined;

/** Read on the first check, not at start-up: sign-ups are rare next to the rest. */
const commonPasswords = (): ReadonlySet<string> => {
  common ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return common;
};

/** Whether the password is one of the common ones (case does not make it safer). */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

/**
 * Throws validation_failed on `field` when a new password is a common one (the length rules are in
 * the contract). For every place a password is chosen: sign-up, change, set.
 */
export const assertAcceptablePassword = (password: string, field = 'password'): void => {
  if (!isCommonPassword(password)) return;
  const key = 'auth.validation.passwordTooCommon';
  throw invalidField(field, key);
};

/** The error of a wrong current password, shown under `field` (re-authentication, changes, deletion). */
export const invalidCurrentPassword = (field: string): AppError =>
  new AppError('invalid_current_password', {
    details: [
      {
        path: field,
        key: 'errors.invalid_current_password',
        message: translate('errors.invalid_current_password'),
      },
    ],
  });

import { isApiError } from '../../../lib/api-client';

/**
 * What /admin/notification-emails (001 §2.16) tells the admin after a change: how long its success
 * toasts stay, and how a refusal is worded.
 */

/** Success messages fade after 3 seconds (001 §8). */
export const toastMs = 3000;

/** The server's French text for a refusal it explained (an address taken, a bad address), else ours. */
export const failureOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.code !== 'network' && error.status < 500
    ? `${fallback} : ${error.message}`
    : fallback;

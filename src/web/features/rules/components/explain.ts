import { isApiError } from '../../../lib/api-client';

/** What the server said about a refusal (its first field issue, else its message), for under a form. */
export const explain = (error: unknown): string | null => {
  if (!isApiError(error) || error.code === 'network' || error.status >= 500) return null;
  return error.details[0]?.message ?? error.message;
};

import { isApiError } from '../../../lib/api-client';

/**
 * The catalog key for a failed feed request: the server's own message for a refusal it explains
 * (validation, file type or size, limits), otherwise the spec's text for that action (002 §8).
 */
export const feedErrorKey = (error: unknown, fallbackKey: string): string => {
  if (!isApiError(error)) return fallbackKey;
  const detail = error.details[0];
  if (error.code === 'validation_failed' && detail) return detail.key;
  if (error.code === 'internal_error' || error.code === 'network') return fallbackKey;
  return `errors.${error.code}`;
};

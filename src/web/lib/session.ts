import { queryOptions, useQuery } from '@tanstack/react-query';
import type { authEndpoints, SessionUser } from '../../common/contracts/auth';
import { endpointRef } from '../../common/endpoint';
import { api } from './api';
import { changeLanguage, currentLanguage } from './i18n';

/*
 * The session, read by the shell, the guards and every area: shared here rather than in features/auth so
 * that no area imports another for it. The first load reads it, so it stays zod-free.
 */

export const sessionQueryKey = ['auth', 'session'] as const;

// Every page asks for the session: a zod-free reference keeps the contract out of the first load.
const session = endpointRef<typeof authEndpoints.session>('GET', '/auth/session');

/** Which account language this browser last applied, as `{userId}:{language}`. */
const appliedKey = 'sankofa.accountLanguage';

/**
 * Switches the interface to the language chosen in the member's settings (issue 22 §1): always right
 * after a sign-in, and on a session load when that choice is new to this browser (signed in elsewhere,
 * changed on another device). A language picked here afterwards in the footer is not undone by every
 * later load.
 */
export const applyAccountLanguage = (user: SessionUser | null, afterSignIn = false): void => {
  if (!user?.language) return;
  const mark = `${user.id}:${user.language}`;
  try {
    if (!afterSignIn && window.localStorage.getItem(appliedKey) === mark) return;
    window.localStorage.setItem(appliedKey, mark);
  } catch {
    // Storage blocked: the account's language applies on each load, which is still its setting.
  }
  if (user.language !== currentLanguage()) void changeLanguage(user.language);
};

/** The signed-in member, or `{ user: null }` for a visitor. */
export const getSession = async (signal?: AbortSignal) => {
  const answer = await api(session, { signal });
  applyAccountLanguage(answer.user);
  return answer;
};

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: 1,
    // A failed session read is shown with a retry button (RequireAuth). Refetching it on every mount
    // would loop: the refetch puts the shell back on its splash, which remounts the guard, and so on.
    retryOnMount: false,
  });

/** The session query; `data.user` is null for visitors. */
export const useSession = () => useQuery(getSessionQueryOptions());

import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MailedLinkKind } from '../../../../common/contracts/auth';

export type AuthMode = 'login' | 'signup';

/**
 * Router location state that opens the login dialog (000 §2.1 "showAuth"); `from` is where to go back
 * after signing in. The login guard sends visitors to `/` with it.
 */
export interface ShowAuthState {
  showAuth: true;
  from?: string;
}

const authParams = ['auth', 'redirect', 'authError', 'authStep', 'authLink'] as const;

// The shell reads the link's kind without the contract's schema (zod stays out of the first load).
const isMailedLinkKind = (value: string | null): value is MailedLinkKind =>
  value === 'verify-email' || value === 'magic-link';

const readShowAuth = (state: unknown): { showAuth: boolean; from?: string } => {
  if (typeof state !== 'object' || state === null) return { showAuth: false };
  const record = state as Record<string, unknown>;
  return {
    showAuth: record.showAuth === true,
    from: typeof record.from === 'string' ? record.from : undefined,
  };
};

export interface AuthDialogControls {
  opened: boolean;
  mode: AuthMode;
  /** Where to go after signing in, unchecked: the dialog validates it with the contract. */
  redirect?: string;
  /** A confirmation or magic link that was dead or already used sent the visitor here. */
  isLinkInvalid: boolean;
  /** A link for another account was opened while a member is signed in: it was left unspent. */
  isLinkForOtherAccount: boolean;
  /** A magic link of a member with a second factor landed here: the dialog asks for it. */
  isSecondStep: boolean;
  /** A mailed link landed here (`?authLink=<kind>#<its query>`): the dialog spends it on a click. */
  linkKind?: MailedLinkKind;
  open: (mode: AuthMode, options?: { redirect?: string }) => void;
  setMode: (mode: AuthMode) => void;
  close: () => void;
}

/**
 * The login / sign-up dialog lives in the URL (`?auth=login|signup`, `&redirect=/x`,
 * `?authError=link_invalid`) or in the location state `{ showAuth: true, from }`, so any page, link
 * or guard can open it and a reload keeps it open.
 */
export const useAuthDialog = (): AuthDialogControls => {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const state = readShowAuth(location.state);

  const authParam = params.get('auth');
  const isLinkInvalid = params.get('authError') === 'link_invalid';
  const isLinkForOtherAccount = params.get('authError') === 'link_other_account';
  const isSecondStep = params.get('authStep') === 'second-factor';
  const linkParam = params.get('authLink');
  const linkKind = isMailedLinkKind(linkParam) ? linkParam : undefined;
  const opened =
    authParam === 'login' ||
    authParam === 'signup' ||
    state.showAuth ||
    isLinkInvalid ||
    isSecondStep ||
    linkKind !== undefined;
  const mode: AuthMode = authParam === 'signup' ? 'signup' : 'login';
  const redirect = params.get('redirect') ?? state.from;

  const withParams = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(location.search);
      change(next);
      const search = next.toString();
      // A mailed link's fragment is its token: it goes with the link's parameter.
      const hash = linkKind && !next.has('authLink') ? '' : location.hash;
      return { pathname: location.pathname, search: search ? `?${search}` : '', hash };
    },
    [location.pathname, location.search, location.hash, linkKind],
  );

  const open = useCallback(
    (nextMode: AuthMode, options?: { redirect?: string }) => {
      const to = withParams((next) => {
        next.set('auth', nextMode);
        if (options?.redirect) next.set('redirect', options.redirect);
      });
      // Pushed, so the browser's Back button closes the dialog.
      navigate(to);
    },
    [navigate, withParams],
  );

  const setMode = useCallback(
    (nextMode: AuthMode) => {
      navigate(
        // Leaving a mailed link's step for the form: its parameter and its token go.
        withParams((next) => {
          next.set('auth', nextMode);
          next.delete('authLink');
        }),
        { replace: true, state: location.state },
      );
    },
    [navigate, withParams, location.state],
  );

  const close = useCallback(() => {
    navigate(
      withParams((next) => {
        for (const name of authParams) next.delete(name);
      }),
      { replace: true, state: null },
    );
  }, [navigate, withParams]);

  return {
    opened,
    mode,
    redirect,
    isLinkInvalid,
    isLinkForOtherAccount,
    isSecondStep,
    linkKind,
    open,
    setMode,
    close,
  };
};

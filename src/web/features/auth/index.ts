// The auth area's public exports: what other areas may use (src/web/boundaries.test.ts). Re-exports only.
// The session itself is shared from lib/session.ts.

export { useResetPassword } from './api/password-reset';
export { SignInBody, useSignIn } from './api/sign-in';
export { useSignOut } from './api/sign-out';
export { AuthEmailInput } from './components/AuthEmailInput';
export { MemberLinkButton } from './components/MemberLinkButton';
export { type AuthMode, type ShowAuthState, useAuthDialog } from './hooks/use-auth-dialog';
export { withReauth } from './hooks/use-reauth';

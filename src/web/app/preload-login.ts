import { preloadAuthDialog } from '../features/auth/components/AuthDialogHost';
import { loadMantine } from './mantine/gate';

/**
 * When the pointer or focus reaches a login or sign-up button: the dialog's code and Mantine (which it
 * is made of) start loading, so the click opens it at once. A failure shows when the dialog opens.
 */
export const preloadLoginDialog = (): void => {
  preloadAuthDialog();
  loadMantine().catch(() => undefined);
};

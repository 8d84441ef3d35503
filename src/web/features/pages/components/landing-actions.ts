/** What the landing's buttons do; the app wires them to the login / sign-up dialog. */
export interface LandingActions {
  onSignUp: () => void;
  onLogin: () => void;
  /** The pointer or focus reached a button: a good moment to preload the dialog. */
  onIntent?: () => void;
}

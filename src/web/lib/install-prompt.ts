/*
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium), kept from the page's load
 * (app/pwa/register.ts) so the account menu can make it once, when the member asks (docs/areas/pwa.md).
 */

/** The part of Chromium's BeforeInstallPromptEvent used here (not in the DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** localStorage flag: the offer was made (accepted or not); it is not made again on this browser. */
const offeredKey = 'sankofa.install.offered';

let pending: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();

const isOffered = (): boolean => {
  try {
    return window.localStorage.getItem(offeredKey) !== null;
  } catch {
    return true;
  }
};

/** Listens for the offer: the browser fires it once, and shows its own bar unless told not to. */
export const captureInstallPrompt = (): void => {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pending = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
};

/** Whether the menu may offer the install: the browser can, and it was never offered on this browser. */
export const canOfferInstall = (): boolean => pending !== undefined && !isOffered();

export const subscribeToInstallPrompt = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Shows the browser's install dialog; whatever the answer, the offer is not made again. */
export const offerInstall = async (): Promise<void> => {
  const event = pending;
  pending = undefined;
  try {
    window.localStorage.setItem(offeredKey, 'done');
  } catch {
    // Storage blocked: the browser may offer again next visit.
  }
  for (const listener of listeners) listener();
  if (!event) return;
  await event.prompt();
  await event.userChoice;
};

import { useEffect, useSyncExternalStore } from 'react';

export type Overlays = typeof import('./overlay-part');

let overlays: Overlays | undefined;
let loading: Promise<Overlays> | undefined;
const listeners = new Set<() => void>();

/** Loads the overlays once; a failed load (the network dropped) is tried again on the next intent. */
export const loadOverlays = (): Promise<Overlays> => {
  loading ??= import('./overlay-part').then(
    (module) => {
      overlays = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const loadedOrNot = () => overlays;

/** The overlays once loaded (undefined until then); `wanted` starts loading them. */
export function useOverlays(wanted: boolean): Overlays | undefined {
  const loaded = useSyncExternalStore(subscribe, loadedOrNot, loadedOrNot);
  useEffect(() => {
    if (wanted) loadOverlays().catch(() => undefined);
  }, [wanted]);
  return loaded;
}

/**
 * The overlays, for what renders only inside an opened one (a menu's items): it opened, so they are
 * loaded.
 */
export const loadedOverlays = (): Overlays => {
  if (!overlays) throw new Error('The overlays render before they are loaded (components/overlays).');
  return overlays;
};

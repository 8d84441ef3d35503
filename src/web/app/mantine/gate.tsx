import { MantineContext, MantineThemeContext } from '@mantine/core';
import notificationStylesUrl from '@mantine/notifications/styles.css?url';
import { type ComponentType, type ContextType, type ReactNode, useEffect, useSyncExternalStore } from 'react';

/*
 * Mantine on demand. The landing and the shell use no Mantine component, so its provider (theme
 * merging, colour functions: ~7 KB gzipped) and its component styles stay out of the first load
 * (DESIGN §6); each component's styles come with the chunk that holds it (vite.config.ts,
 * `mantineComponentStyles`), the notifications' with the provider. The gate sits where
 * MantineProvider sat and provides Mantine's two contexts from the start, so nothing below it remounts
 * when they fill in: until then they hold stand-ins that suspend whoever reads them, which also
 * starts the download. The runtime mounts the real MantineProvider beside the app and hands its context
 * values up here.
 */

type MantineContextValue = NonNullable<ContextType<typeof MantineContext>>;
type MantineTheme = NonNullable<ContextType<typeof MantineThemeContext>>;

export interface MantineValues {
  context: MantineContextValue;
  theme: MantineTheme;
}

export interface MantineRuntimeProps {
  onReady: (values: MantineValues) => void;
}

interface GateState {
  Runtime?: ComponentType<MantineRuntimeProps>;
  values?: MantineValues;
}

let state: GateState = {};
let failure: unknown;
let ready: Promise<void> | undefined;
let resolveReady: (() => void) | undefined;
const listeners = new Set<() => void>();

const setState = (patch: GateState) => {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const getState = () => state;

/** Mantine's stylesheets go before the app's, as when they were bundled first: the app's rules win ties. */
const addStylesheets = (hrefs: readonly string[]): Promise<unknown> => {
  const anchor = document.head.querySelector('link[rel="stylesheet"], style');
  return Promise.all(
    hrefs.map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = () => resolve();
          link.onerror = () => reject(new Error(`Could not load ${href}`));
          document.head.insertBefore(link, anchor);
        }),
    ),
  );
};

/**
 * The notifications' styles; under `vite dev`, which serves Mantine pre-bundled, past the build's
 * per-component styles, Mantine's whole sheet before them.
 */
const mantineStylesheets = async () =>
  addStylesheets([
    ...(import.meta.env.DEV ? [(await import('@mantine/core/styles.css?url')).default] : []),
    notificationStylesUrl,
  ]);

/**
 * Loads Mantine (its provider and styles) once; resolves when its components can render. Screens that
 * use Mantine await it with their code (app/router.tsx) so they never wait twice.
 */
export const loadMantine = (): Promise<void> => {
  ready ??= new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    Promise.all([import('./runtime'), mantineStylesheets()]).then(
      ([runtime]) => setState({ Runtime: runtime.MantineRuntime }),
      (error: unknown) => {
        // Sticky for this page view: readers then fail into their error boundary (which offers a reload).
        failure = error;
        reject(error);
      },
    );
  });
  return ready;
};

const handleReady = (values: MantineValues) => setState({ values });

/** Reading a context before Mantine is there suspends the reader until it is (and starts loading it). */
const placeholder = <Value extends object>(): Value => {
  const wait = (): never => {
    if (failure) throw failure;
    throw loadMantine();
  };
  // The target is never read: every access waits for the real value.
  return new Proxy(Object.create(null) as Value, { get: wait, has: wait, ownKeys: wait });
};

const pendingContext = placeholder<MantineContextValue>();
const pendingTheme = placeholder<MantineTheme>();

/** Where MantineProvider would be: its contexts for the whole app, filled once Mantine has loaded. */
export function MantineGate({ children }: { children: ReactNode }) {
  const { Runtime, values } = useSyncExternalStore(subscribe, getState, getState);
  useEffect(() => {
    // Only once the real values are committed may the suspended readers render again.
    if (values) resolveReady?.();
  }, [values]);
  return (
    <>
      <MantineContext value={values?.context ?? pendingContext}>
        <MantineThemeContext value={values?.theme ?? pendingTheme}>{children}</MantineThemeContext>
      </MantineContext>
      {/* Outside the gate's contexts: the real provider must not read the placeholders. */}
      {Runtime && <Runtime onReady={handleReady} />}
    </>
  );
}

/*
 * zod on demand (issue 34; docs/areas/web.md, "Contract schemas, and zod, on first use"):
 * lib/zod-runtime.ts is a chunk of its own (92 kB before gzip, ~100 ms of a phone's CPU to start),
 * which screens load with their code (app/router.tsx) unless their area renders first (`zod:
 * 'after-render'`). The entry holds this loader; the stand-ins that wait for it are in lazy-schema.ts.
 */

import type { z as ZodRuntime } from './zod-runtime';

type ZodNamespace = typeof ZodRuntime;

/** How long the network must stay quiet (no answer or file arriving) before the page counts as built. */
const quietMs = 1000;
/** The longest a page that never falls quiet waits for zod. */
const longestWaitMs = 8000;
const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * A loader of zod, with its own state: the app has one (below); a test makes its own, as if the page had
 * just opened.
 */
export const createZodLoader = (load: () => Promise<{ z: ZodNamespace }> = () => import('./zod-runtime')) => {
  let waiting = false;
  let zod: ZodNamespace | undefined;
  let failure: unknown;
  let loading: Promise<void> | undefined;
  let markLoaded: () => void = () => undefined;
  /** Resolves once zod has loaded, whoever asked for it. */
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });

  /** Loads zod once; resolves when schemas can be built. */
  const loadZod = (): Promise<void> => {
    loading ??= load().then(
      (runtime) => {
        zod = runtime.z;
        markLoaded();
      },
      (error: unknown) => {
        // Sticky for this page view: readers then fail into their error boundary (which offers a reload).
        failure = error;
        throw error;
      },
    );
    return loading;
  };

  /**
   * Loads zod when the page is built, for screens that render without it: once the network has been
   * quiet for a second (its code, texts and data are there) and the browser is idle, or as soon as the
   * member starts to act (a field, a button), whichever comes first.
   */
  const loadZodWhenIdle = (): void => {
    if (loading || waiting || typeof window === 'undefined') return;
    waiting = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer =
      typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => quiet()) : undefined;
    const start = () => {
      if (!waiting) return;
      waiting = false;
      clearTimeout(timer);
      clearTimeout(longest);
      observer?.disconnect();
      for (const type of interactions) window.removeEventListener(type, start, true);
      void loadZod().catch(() => undefined);
    };
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(start, { timeout: 2000 });
      else start();
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(whenIdle, quietMs);
    };
    observer?.observe({ type: 'resource' });
    for (const type of interactions) window.addEventListener(type, start, { capture: true, passive: true });
    const longest = setTimeout(start, longestWaitMs);
    quiet();
  };

  /**
   * A screen's code with zod: for a screen that reads a schema as it renders (a URL parameter, a select's
   * options, a form's dialog), where zod would otherwise come later or not at all.
   */
  const withZodLoaded = async <T>(code: Promise<T>): Promise<T> => (await Promise.all([code, loadZod()]))[0];

  /** Whether schemas can be built now. */
  const isZodLoaded = (): boolean => zod !== undefined;

  /**
   * Runs `use` now when zod is there, else once it has loaded, in the order asked: for what may come
   * before it (a submit as the page opens). `failed` runs instead if zod cannot load (the network).
   */
  const withZod = (use: () => void, failed: () => void = () => undefined): void => {
    if (zod) use();
    else loadZod().then(use, failed);
  };

  /**
   * `withZod` for what can wait for the browser to be idle (a realtime message as the page opens): zod is
   * not fetched for it while the page is still being built.
   */
  const withZodWhenIdle = (use: () => void): void => {
    if (zod) {
      use();
      return;
    }
    void loaded.then(use);
    loadZodWhenIdle();
  };

  /** zod's `z`, or a wait for it: a renderer suspends until zod has loaded (and starts the download). */
  const zodNow = (): ZodNamespace => {
    if (zod) return zod;
    if (failure) throw failure;
    throw loadZod();
  };
  return { loadZod, loadZodWhenIdle, withZodLoaded, isZodLoaded, withZod, withZodWhenIdle, zodNow };
};

export const { loadZod, loadZodWhenIdle, withZodLoaded, isZodLoaded, withZod, withZodWhenIdle, zodNow } =
  createZodLoader();

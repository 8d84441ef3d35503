import { useCallback, useEffect, useRef, useState } from 'react';

/** What `upload()` (lib/upload.ts) takes to report its progress and be cancelled. */
export interface TransferHooks {
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

export interface UploadTransfer {
  /** The file being sent, with the share sent (0 to 1); null when nothing is. */
  current: { name: string; progress: number } | null;
  /** Sends one file through `send`; rejects with an AbortError once cancelled (`isAbortError`). */
  run: <T>(name: string, send: (hooks: TransferHooks) => Promise<T>) => Promise<T>;
  /** Stops every transfer this hook started that is still running. */
  cancel: () => void;
}

/**
 * The progress and the cancel of a form's uploads (a cover, an annex, an article's image), shown by
 * `UploadProgress`. Several may run at once (an article's images): the last one started is shown,
 * cancel stops them all. Leaving the page stops them too.
 */
export const useUploadTransfer = (): UploadTransfer => {
  const [current, setCurrent] = useState<UploadTransfer['current']>(null);
  const running = useRef(new Set<AbortController>());

  const cancel = useCallback(() => {
    for (const controller of running.current) controller.abort();
  }, []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback(async <T>(name: string, send: (hooks: TransferHooks) => Promise<T>) => {
    const controller = new AbortController();
    running.current.add(controller);
    setCurrent({ name, progress: 0 });
    try {
      return await send({
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setCurrent({ name, progress });
        },
      });
    } finally {
      running.current.delete(controller);
      if (running.current.size === 0) setCurrent(null);
    }
  }, []);

  return { current, run, cancel };
};

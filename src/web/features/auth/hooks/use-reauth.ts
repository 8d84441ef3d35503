import { useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-client';

/*
 * Re-authentication before a sensitive change (issue 33 §3). A mutation wrapped in `withReauth` that
 * the server answers `reauth_required` opens the dialog (`ReauthDialogHost`, mounted once in the
 * shell), and is sent again once the member proved who they are; closing the dialog fails the
 * mutation with the server's error, whose text says why.
 */

interface PendingProof {
  resolve: () => void;
  reject: () => void;
}

let pending: PendingProof | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the dialog; resolves when the session is proven, rejects when the member closes it. */
const requestProof = (): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    // A second sensitive call while the dialog is open waits on the same proof.
    const previous = pending;
    pending = {
      resolve: () => {
        previous?.resolve();
        resolve();
      },
      reject: () => {
        previous?.reject();
        reject(new Error('reauth_cancelled'));
      },
    };
    emit();
  });

/** Ends the dialog: `proven` lets the waiting mutations retry, otherwise they fail. */
export const settleProof = (proven: boolean): void => {
  const current = pending;
  pending = null;
  emit();
  if (proven) current?.resolve();
  else current?.reject();
};

/** Whether a mutation is waiting for a proof (the host shows the dialog). */
export const useProofRequested = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending !== null,
    () => false,
  );

/**
 * Wraps a sensitive API call: on `reauth_required`, asks the member to prove who they are, then calls
 * it again once. For every mutation the server guards with `assertRecentProof`.
 */
export const withReauth =
  <Input, Output>(call: (input: Input) => Promise<Output>) =>
  async (input: Input): Promise<Output> => {
    try {
      return await call(input);
    } catch (error) {
      if (!isApiError(error) || error.code !== 'reauth_required') throw error;
      try {
        await requestProof();
      } catch {
        throw error;
      }
      return call(input);
    }
  };

import { useSyncExternalStore } from 'react';
import type { ProofMethod } from '../../../../common/contracts/auth';
import { isApiError } from '../../../lib/api-client';

/*
 * Re-authentication before a sensitive change (issue 33 §3). A mutation wrapped in `withReauth` that
 * the server answers `reauth_required` opens the dialog (`ReauthDialogHost`, mounted once in the
 * shell), and is sent again once the member proved who they are; closing the dialog fails the
 * mutation with the server's error, whose text says why. `second_factor_proof_required` (a change to
 * the second factors of a member who has one) opens it with the factors' sections only.
 */

interface PendingProof {
  resolve: () => void;
  reject: () => void;
  /** Only a second factor (a code, a passkey) proves enough for the waiting change. */
  factorsOnly: boolean;
}

let pending: PendingProof | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the dialog; resolves when the session is proven, rejects when the member closes it. */
const requestProof = (factorsOnly: boolean): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    // A second sensitive call while the dialog is open waits on the same proof.
    const previous = pending;
    pending = {
      factorsOnly: factorsOnly || (previous?.factorsOnly ?? false),
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether a mutation is waiting for a proof (the host shows the dialog). */
export const useProofRequested = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => pending !== null,
    () => false,
  );

/** Whether the waiting change needs a second factor's proof (the dialog shows only those methods). */
export const useFactorsOnly = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => pending?.factorsOnly ?? false,
    () => false,
  );

const factorMethods: readonly ProofMethod[] = ['totp', 'passkey'];

/** The methods the dialog offers: the account's, or only its second factors when those are asked. */
export const proofMethodsShown = (methods: readonly ProofMethod[], factorsOnly: boolean): ProofMethod[] =>
  factorsOnly ? methods.filter((method) => factorMethods.includes(method)) : [...methods];

/**
 * Wraps a sensitive API call: on `reauth_required` or `second_factor_proof_required`, asks the member
 * to prove who they are, then calls it again once. For every mutation the server guards with
 * `assertRecentProof` or `assertRecentFactorProof`.
 */
export const withReauth =
  <Input, Output>(call: (input: Input) => Promise<Output>) =>
  async (input: Input): Promise<Output> => {
    try {
      return await call(input);
    } catch (error) {
      const asked = isApiError(error) ? error.code : undefined;
      if (asked !== 'reauth_required' && asked !== 'second_factor_proof_required') throw error;
      try {
        await requestProof(asked === 'second_factor_proof_required');
      } catch {
        throw error;
      }
      return call(input);
    }
  };

import { useSyncExternalStore } from 'react';

/** A message typed in this tab and not yet confirmed by the server. */
export interface PendingMessage {
  /** Made once per message and sent again on every retry, so a retry never stores it twice. */
  clientId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Catalog key of the failure, when it failed. */
  errorKey?: string;
}

/*
 * The tab's outbox, per target (a conversation id, or `to:<profileId>` before the first message).
 * Kept outside the query cache on purpose: a refetch after a reconnect must not drop unsent messages.
 */
const boxes = new Map<string, PendingMessage[]>();
const listeners = new Set<() => void>();
const empty: PendingMessage[] = [];

const emit = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const outbox = {
  get: (target: string): PendingMessage[] => boxes.get(target) ?? empty,
  /** Adds the message, or replaces the one with the same clientId (a retry). */
  put: (target: string, message: PendingMessage): void => {
    const current = boxes.get(target) ?? [];
    const index = current.findIndex((item) => item.clientId === message.clientId);
    const next = index === -1 ? [...current, message] : current.with(index, message);
    boxes.set(target, next);
    emit();
  },
  remove: (target: string, clientId: string): void => {
    const current = boxes.get(target);
    if (!current?.some((item) => item.clientId === clientId)) return;
    const next = current.filter((item) => item.clientId !== clientId);
    if (next.length === 0) boxes.delete(target);
    else boxes.set(target, next);
    emit();
  },
  find: (target: string, clientId: string): PendingMessage | undefined =>
    boxes.get(target)?.find((item) => item.clientId === clientId),
};

/** The pending messages of one target, re-rendered as they change. */
export const useOutbox = (target: string): PendingMessage[] =>
  useSyncExternalStore(
    subscribe,
    () => outbox.get(target),
    () => empty,
  );

/** The query keys of connections, in one place so mutations and live events update the same entries. */
export const connectionKeys = {
  all: ['connections'] as const,
  /** The button state towards one member. */
  status: (profileId: string) => ['connections', 'status', profileId] as const,
  /** "Mes connexions" (accepted), keyset pages. */
  accepted: ['connections', 'accepted'] as const,
  /** count_pending_connection_requests: the bell's badge. */
  pendingCount: ['connections', 'pending-count'] as const,
};

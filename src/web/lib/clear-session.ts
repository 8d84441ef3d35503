import type { QueryClient } from '@tanstack/react-query';
import { clearServiceWorkerCaches } from './service-worker';
import { sessionQueryKey } from './session';
import { forgetDrafts } from './use-kept-draft';

// Apart from session.ts, which is on the first load: only the sign-out screens need this.

/**
 * After a sign-out (here or everywhere): nothing cached for the member outlives the session, nor any
 * draft kept on this device.
 */
export const clearSession = (queryClient: QueryClient) => {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, { user: null });
  clearServiceWorkerCaches();
  forgetDrafts();
};

import { useQuery } from '@tanstack/react-query';
import { tenderEndpoints } from '../../../../common/contracts/tenders';
import { api } from '../../../lib/api';
import { tenderKeys } from './query-keys';

/** One tender with its annexes and what the viewer may do; not retried when absent or malformed. */
export const getTender = (id: string, signal?: AbortSignal) =>
  api(tenderEndpoints.get, { params: { tenderId: id }, signal });

export const useTender = (id: string | undefined) =>
  useQuery({
    queryKey: tenderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getTender(id ?? '', signal),
    enabled: Boolean(id),
  });

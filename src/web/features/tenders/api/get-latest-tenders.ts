import { useQuery } from '@tanstack/react-query';
import { tenderEndpoints } from '../../../../common/contracts/tenders';
import { api } from '../../../lib/api';

/** Sidebar: the 3 latest published public calls for tenders (002 §7 "Tenders sidebar"). */
export const useLatestTenders = (enabled: boolean) =>
  useQuery({
    queryKey: ['tenders', 'latest'],
    queryFn: ({ signal }) => api(tenderEndpoints.latest, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

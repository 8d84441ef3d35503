import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type TenderBody, tenderEndpoints } from '../../../../common/contracts/tenders';
import { api } from '../../../lib/api';
import { tenderKeys } from './query-keys';

type Body = z.input<typeof TenderBody>;

/** Creates a tender (a draft unless `statut` says otherwise), or saves one (`id`). */
export const saveTender = (id: string | undefined, body: Body) =>
  id
    ? api(tenderEndpoints.update, { params: { tenderId: id }, body })
    : api(tenderEndpoints.create, { body });

export const useSaveTender = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) => saveTender(id, body),
    onSuccess: (tender) => {
      queryClient.setQueryData(tenderKeys.detail(tender.id), tender);
      void queryClient.invalidateQueries({ queryKey: tenderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.latest });
    },
  });
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminHomeStatEndpoints as e,
  HomeStatInput,
  type HomeStatsInput,
} from '../../../../common/contracts/home-stats';
import { api } from '../../../lib/api';

export { HomeStatInput };

const key = ['admin', 'home-stats'] as const;

export const useAdminHomeStats = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api(e.list, { signal }) });

/** Saves the whole set; the landing's figures are read again (`['home-stats']`). */
export const useSaveHomeStats = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeStatsInput) => api(e.save, { body }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['home-stats'] }),
  });
};

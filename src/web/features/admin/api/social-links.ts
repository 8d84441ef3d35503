import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSocialLinkEndpoints as e, SocialLinkBody } from '../../../../common/contracts/pages';
import { api } from '../../../lib/api';

export { SocialLinkBody };

const key = ['admin', 'social-links'] as const;

export const useAdminSocialLinks = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api(e.list, { signal }) });

/** Every change reads the list and the footer's links again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ['social-links'] }),
    ]);
};

/** Creates (no id) or saves a link. */
export const useSaveSocialLink = (id: string | null) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SocialLinkBody) =>
      id === null ? api(e.create, { body }) : api(e.update, { params: { linkId: id }, body }),
    onSettled: refresh,
  });
};

export const useDeleteSocialLink = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(e.remove, { params: { linkId: id } }),
    onSettled: refresh,
  });
};

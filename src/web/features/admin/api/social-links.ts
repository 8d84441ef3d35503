import { useQuery } from '@tanstack/react-query';
import { adminSocialLinkEndpoints as e, SocialLinkBody } from '../../../../common/contracts/pages';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';

export { SocialLinkBody };

const key = ['admin', 'social-links'] as const;
/** Every change reads the list and the footer's links again. */
const refresh = [key, ['social-links']];

export const useAdminSocialLinks = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api(e.list, { signal }) });

/** Creates (no id) or saves a link. */
export const useSaveSocialLink = (id: string | null) =>
  useAdminMutation(
    (body: SocialLinkBody) =>
      id === null ? api(e.create, { body }) : api(e.update, { params: { linkId: id }, body }),
    refresh,
  );

export const useDeleteSocialLink = () =>
  useAdminMutation((id: string) => api(e.remove, { params: { linkId: id } }), refresh);

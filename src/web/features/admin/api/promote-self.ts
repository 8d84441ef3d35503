import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminPromotionBody,
  type AdminPromotionResponse,
  adminSetupEndpoints,
} from '../../../../common/contracts/admin';
import { api } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session';
import { adminMeQueryKey } from './get-admin-me';
import { adminSettingsQueryKey } from './get-admin-settings';
import { adminSetupQueryKey } from './get-admin-setup';

/**
 * Makes the signed-in member admin under the bootstrap rule (with the setup token from the server log
 * when the install has no ADMIN_EMAILS); 403 with the spec's text otherwise.
 */
export const promoteSelf = (body: AdminPromotionBody = {}): Promise<AdminPromotionResponse> =>
  api(adminSetupEndpoints.promote, { body });

export const usePromoteSelf = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteSelf,
    onSuccess: () => {
      // The role lives in the session: the header menu and the admin guard read it from there.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminSetupQueryKey });
      queryClient.removeQueries({ queryKey: adminSettingsQueryKey });
      queryClient.removeQueries({ queryKey: adminMeQueryKey });
    },
  });
};

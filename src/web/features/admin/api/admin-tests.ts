import { useMutation } from '@tanstack/react-query';
import { type AdminTestContentType, adminTestEndpoints as e } from '../../../../common/contracts/admin-tests';
import { api } from '../../../lib/api';

/** The test screens' requests (001 §2.17): each one sends for real, so each is a mutation. */
export const useTestConfiguration = () => useMutation({ mutationFn: () => api(e.configuration, {}) });
export const useTestMailServer = () => useMutation({ mutationFn: () => api(e.mailServer, {}) });
export const useTestMail = () => useMutation({ mutationFn: (to: string) => api(e.mail, { body: { to } }) });
export const useTestNotification = () =>
  useMutation({ mutationFn: (email: string) => api(e.notification, { body: { email } }) });
export const useTestAdminNotification = () =>
  useMutation({ mutationFn: (type: AdminTestContentType) => api(e.adminNotification, { body: { type } }) });

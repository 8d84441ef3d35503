import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type OpenLinkBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

/** Spends a mailed link (confirmation or sign-in) in this browser; says where to go next. */
export const openMailedLink = (body: OpenLinkBody) => api(authEndpoints.openLink, { body });

export const useOpenMailedLink = () => useMutation({ mutationFn: openMailedLink });

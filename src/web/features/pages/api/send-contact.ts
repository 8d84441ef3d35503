import { useMutation } from '@tanstack/react-query';
import { ContactBody, contactEndpoints } from '../../../../common/contracts/contact';
import { api } from '../../../lib/api';

export { ContactBody };

export const useSendContact = () =>
  useMutation({ mutationFn: (body: ContactBody) => api(contactEndpoints.send, { body }) });

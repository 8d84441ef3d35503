import { useMutation } from '@tanstack/react-query';
import { ContactBody, type ContactResponse } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';

export { ContactBody };

export interface ContactProfileInput {
  profileId: string;
  body: ContactBody;
}

/** 'Envoyer un email' (000 §5, §7 sendEmailToUser): the server mails the member; rate limited. */
export const contactProfile = ({ profileId, body }: ContactProfileInput): Promise<ContactResponse> =>
  apiClient.post<ContactResponse>(`/profiles/${profileId}/contact`, body);

export const useContactProfile = () => useMutation({ mutationFn: contactProfile });

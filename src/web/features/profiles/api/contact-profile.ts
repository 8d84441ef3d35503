import { useMutation } from '@tanstack/react-query';
import { ContactBody, profileEndpoints } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';

export { ContactBody };

export interface ContactProfileInput {
  profileId: string;
  body: ContactBody;
}

/** 'Envoyer un email' (000 §5, §7 sendEmailToUser): the server mails the member; rate limited. */
export const contactProfile = ({ profileId, body }: ContactProfileInput) =>
  api(profileEndpoints.contact, { params: { profileId }, body });

export const useContactProfile = () => useMutation({ mutationFn: contactProfile });

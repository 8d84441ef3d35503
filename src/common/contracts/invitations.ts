import { z } from 'zod';
import { Email } from './auth';

/** "Inviter un utilisateur" from the account menu (000 §2.3): the address is required (000 §5). */
export const InvitationBody = z.object({ email: Email });
export type InvitationBody = z.infer<typeof InvitationBody>;

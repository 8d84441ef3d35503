import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ContactMessageQuery,
  type ContactMessageStatus,
  adminContactEndpoints as e,
} from '../../../../common/contracts/contact';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';

const inboxKey = ['admin', 'contact-messages'] as const;

/** One page of the inbox (a status, or everything not archived); the last page stays while the next loads. */
export const useContactMessages = (query: ContactMessageQuery) =>
  useQuery({
    queryKey: [...inboxKey, query],
    queryFn: ({ signal }) => api(e.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Marks a message read, answered, archived or new again; the inbox is read again. */
export const useSetContactMessageStatus = () =>
  useAdminMutation(
    ({ id, status }: { id: string; status: ContactMessageStatus }) =>
      api(e.setStatus, { params: { messageId: id }, body: { status } }),
    [inboxKey],
  );

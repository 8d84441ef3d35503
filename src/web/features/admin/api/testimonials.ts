import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminTestimonialsQuery,
  adminTestimonialEndpoints as e,
  type UpdateTestimonialBody,
} from '../../../../common/contracts/testimonials';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';

export const testimonialsQueryKey = ['admin', 'testimonials'] as const;

/** What the moderation screen asks: its URL's status, search and page (10 a page). */
export type TestimonialListFilter = Pick<AdminTestimonialsQuery, 'status' | 'q'> & { page: number };

export const useAdminTestimonials = (filter: TestimonialListFilter) =>
  useQuery({
    queryKey: [...testimonialsQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      api(e.list, {
        query: { q: filter.q, status: filter.status, page: filter.page > 1 ? filter.page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useTestimonialCounters = () =>
  useQuery({
    queryKey: [...testimonialsQueryKey, 'counters'],
    queryFn: ({ signal }) => api(e.counters, { signal }),
  });

export type ModerationAction = 'approve' | 'reject' | 'delete';

/** Approve, reject (or unpublish) and delete; the list and counters are read again after each. */
export const useModerateTestimonial = () =>
  useAdminMutation(
    async ({ id, action }: { id: string; action: ModerationAction }) => {
      const params = { testimonialId: id };
      if (action === 'approve') await api(e.approve, { params });
      else if (action === 'reject') await api(e.reject, { params });
      else await api(e.remove, { params });
    },
    [testimonialsQueryKey],
  );

/** The edit panel's save, for one testimonial. */
export const useUpdateTestimonial = (id: string) =>
  useAdminMutation(
    (body: UpdateTestimonialBody) => api(e.update, { params: { testimonialId: id }, body }),
    [testimonialsQueryKey],
  );

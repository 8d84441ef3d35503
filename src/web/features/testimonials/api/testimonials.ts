import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { testimonialEndpoints as e, SubmitTestimonialBody } from '../../../../common/contracts/testimonials';
import { api } from '../../../lib/api';

export { SubmitTestimonialBody };

/** The approved testimonials, 5 a page; the page on screen stays while the next one loads. */
export const usePublicTestimonials = (page: number) =>
  useQuery({
    queryKey: ['testimonials', 'public', page],
    queryFn: ({ signal }) => api(e.list, { query: { page: page > 1 ? page : undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export const useSubmitTestimonial = () =>
  useMutation({ mutationFn: (body: SubmitTestimonialBody) => api(e.submit, { body }) });

import { useMutation } from '@tanstack/react-query';
import { feedEndpoints, type ImproveTextBody } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';

/** 'Améliorer' (002 §6): the text rewritten by the site's AI assistant, when it is switched on. */
export const improveText = (body: ImproveTextBody) => api(feedEndpoints.improve, { body });

export const useImproveText = () => useMutation({ mutationFn: improveText });

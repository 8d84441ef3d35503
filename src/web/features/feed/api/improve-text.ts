import { useMutation } from '@tanstack/react-query';
import { feedPaths, type ImproveTextBody, type ImproveTextResponse } from '../../../../common/contracts/feed';
import { apiClient } from '../../../lib/api-client';

/** 'Améliorer' (002 §6): the text rewritten by the site's AI assistant, when it is switched on. */
export const improveText = (body: ImproveTextBody) =>
  apiClient.post<ImproveTextResponse>(feedPaths.improve, body);

export const useImproveText = () => useMutation({ mutationFn: improveText });

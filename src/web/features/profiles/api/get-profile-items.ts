import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Education,
  EducationBody,
  Experience,
  ExperienceBody,
  PortfolioItem,
  PortfolioItemBody,
  Skill,
  SkillBody,
} from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** The four sub-lists of a profile (000 §2.7), by their name in the API's paths. */
export interface ProfileItemKinds {
  experiences: { item: Experience; body: ExperienceBody };
  education: { item: Education; body: EducationBody };
  skills: { item: Skill; body: SkillBody };
  portfolio: { item: PortfolioItem; body: PortfolioItemBody };
}
export type ProfileItemKind = keyof ProfileItemKinds;
export type ProfileItemOf<K extends ProfileItemKind> = ProfileItemKinds[K]['item'];
export type ProfileItemBodyOf<K extends ProfileItemKind> = ProfileItemKinds[K]['body'];

/** A profile's sub-list in the server's order (000 §7: newest first; skills by category then name). */
export const getProfileItems = async <K extends ProfileItemKind>(
  profileId: string,
  kind: K,
  signal?: AbortSignal,
): Promise<ProfileItemOf<K>[]> =>
  (await apiClient.get<{ items: ProfileItemOf<K>[] }>(`/profiles/${profileId}/${kind}`, { signal })).items;

export const getProfileItemsQueryOptions = <K extends ProfileItemKind>(profileId: string, kind: K) =>
  queryOptions({
    queryKey: profileKeys.items(profileId, kind),
    queryFn: ({ signal }) => getProfileItems(profileId, kind, signal),
  });

export const useProfileItems = <K extends ProfileItemKind>(profileId: string, kind: K) =>
  useQuery(getProfileItemsQueryOptions(profileId, kind));

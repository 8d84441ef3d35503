import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Education,
  type EducationBody,
  type Experience,
  type ExperienceBody,
  type PortfolioItem,
  type PortfolioItemBody,
  profileEndpoints,
  type Skill,
  type SkillBody,
} from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import { profileKeys } from './query-keys';

/** The four sub-lists of a profile (000 §2.7), by their name in the API's paths. */
export interface ProfileItemKinds {
  experiences: { item: Experience; body: ExperienceBody };
  education: { item: Education; body: EducationBody };
  skills: { item: Skill; body: SkillBody };
  portfolio: { item: PortfolioItem; body: PortfolioSave };
}

/** A portfolio item as its form saves it: the item, then its image (issue 33: uploaded, never an address). */
export type PortfolioSave = PortfolioItemBody & { image?: File; removeImage?: boolean };
export type ProfileItemKind = keyof ProfileItemKinds;
export type ProfileItemOf<K extends ProfileItemKind> = ProfileItemKinds[K]['item'];
export type ProfileItemBodyOf<K extends ProfileItemKind> = ProfileItemKinds[K]['body'];

type ListItems = {
  [K in ProfileItemKind]: (profileId: string, signal?: AbortSignal) => Promise<ProfileItemOf<K>[]>;
};

const listItems: ListItems = {
  experiences: async (profileId, signal) =>
    (await api(profileEndpoints.listExperiences, { params: { profileId }, signal })).items,
  education: async (profileId, signal) =>
    (await api(profileEndpoints.listEducation, { params: { profileId }, signal })).items,
  skills: async (profileId, signal) =>
    (await api(profileEndpoints.listSkills, { params: { profileId }, signal })).items,
  portfolio: async (profileId, signal) =>
    (await api(profileEndpoints.listPortfolio, { params: { profileId }, signal })).items,
};

/** A profile's sub-list in the server's order (000 §7: newest first; skills by category then name). */
export const getProfileItems = <K extends ProfileItemKind>(
  profileId: string,
  kind: K,
  signal?: AbortSignal,
): Promise<ProfileItemOf<K>[]> => listItems[kind](profileId, signal);

export const getProfileItemsQueryOptions = <K extends ProfileItemKind>(profileId: string, kind: K) =>
  queryOptions({
    queryKey: profileKeys.items(profileId, kind),
    queryFn: ({ signal }) => getProfileItems(profileId, kind, signal),
  });

export const useProfileItems = <K extends ProfileItemKind>(profileId: string, kind: K) =>
  useQuery(getProfileItemsQueryOptions(profileId, kind));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BioSectionBody,
  CategoriesSectionBody,
  PersonalSectionBody,
  ProfessionalSectionBody,
  type ProfileSection,
  type ProfileView,
} from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';
import { refreshOwnProfile } from './profile-cache';

export { BioSectionBody, CategoriesSectionBody, PersonalSectionBody, ProfessionalSectionBody };

/** A section of /profile/complete and the body its editor sends. */
export type SectionInput =
  | { section: 'personal'; body: PersonalSectionBody }
  | { section: 'professional'; body: ProfessionalSectionBody }
  | { section: 'bio'; body: BioSectionBody }
  | { section: 'categories'; body: CategoriesSectionBody };

/** Saves one section of the checklist (000 §2.7); the server keeps `isComplete` up to date. */
export const saveProfileSection = ({ section, body }: SectionInput): Promise<ProfileView> =>
  apiClient.patch<ProfileView>(`/profiles/me/sections/${section satisfies ProfileSection}`, body);

export const useSaveProfileSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileSection,
    onSuccess: (profile) => refreshOwnProfile(queryClient, profile),
  });
};

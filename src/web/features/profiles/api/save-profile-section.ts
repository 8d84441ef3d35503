import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BioSectionBody,
  CategoriesSectionBody,
  PersonalSectionBody,
  ProfessionalSectionBody,
  type ProfileView,
  profileEndpoints,
} from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import { refreshOwnProfile } from './profile-cache';

export { BioSectionBody, CategoriesSectionBody, PersonalSectionBody, ProfessionalSectionBody };

/** A section of /profile/complete and the body its editor sends. */
export type SectionInput =
  | { section: 'personal'; body: PersonalSectionBody }
  | { section: 'professional'; body: ProfessionalSectionBody }
  | { section: 'bio'; body: BioSectionBody }
  | { section: 'categories'; body: CategoriesSectionBody };

/** Saves one section of the checklist (000 §2.7); the server keeps `isComplete` up to date. */
export const saveProfileSection = (input: SectionInput): Promise<ProfileView> => {
  switch (input.section) {
    case 'personal':
      return api(profileEndpoints.savePersonal, { body: input.body });
    case 'professional':
      return api(profileEndpoints.saveProfessional, { body: input.body });
    case 'bio':
      return api(profileEndpoints.saveBio, { body: input.body });
    case 'categories':
      return api(profileEndpoints.saveCategoriesSection, { body: input.body });
  }
};

export const useSaveProfileSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileSection,
    onSuccess: (profile) => refreshOwnProfile(queryClient, profile),
  });
};

import { z } from 'zod';

export const ProfileLocation = z.object({
  ville: z.string(),
  pays: z.string(),
  country_code: z.string(),
  adresse_complete: z.string(),
});
export type ProfileLocation = z.infer<typeof ProfileLocation>;

/** A member as a card shows them (landing showcase, suggestions, network grid). */
export const ProfileCard = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  location: ProfileLocation.nullable(),
  isMentor: z.boolean(),
  isCertified: z.boolean(),
});
export type ProfileCard = z.infer<typeof ProfileCard>;

export const FeaturedProfilesResponse = z.object({ items: z.array(ProfileCard) });
export type FeaturedProfilesResponse = z.infer<typeof FeaturedProfilesResponse>;

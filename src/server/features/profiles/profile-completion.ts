import type {
  CompletionStep,
  ProfileCompletion,
  ProfileSectionsState,
} from '../../../common/contracts/profiles';
import type { ProfileRow } from './profile.repository';

type CompletionFields = Pick<ProfileRow, 'fullName' | 'title' | 'company' | 'bio' | 'avatarUrl' | 'location'>;

const isSet = (value: string | null | undefined): boolean => Boolean(value?.trim());

const hasCityAndCountry = (location: ProfileRow['location']): boolean =>
  Boolean(location && isSet(location.ville) && isSet(location.pays));

/** The completion card (000 §9): five steps, professional needing both title and company. */
export const completionOf = (profile: CompletionFields): ProfileCompletion => {
  const done: Record<CompletionStep, boolean> = {
    basic: isSet(profile.fullName),
    avatar: isSet(profile.avatarUrl),
    professional: isSet(profile.title) && isSet(profile.company),
    bio: isSet(profile.bio),
    location: hasCityAndCountry(profile.location),
  };
  const steps = (Object.keys(done) as CompletionStep[]).map((key) => ({ key, isDone: done[key] }));
  const percent = Math.round((steps.filter((step) => step.isDone).length / steps.length) * 100);
  return { steps, percent };
};

/** The /profile/complete checklist (000 §5 "Per section"). */
export const sectionsOf = (profile: CompletionFields, categoryCount: number): ProfileSectionsState => ({
  personal: isSet(profile.fullName),
  professional: isSet(profile.title) && hasCityAndCountry(profile.location),
  bio: isSet(profile.bio),
  categories: categoryCount > 0,
});

/**
 * `is_complete`: the four sections hold, i.e. full name, title, a city-and-country location and a bio
 * are set and at least one category is chosen. Pages that need a complete profile read it.
 */
export const isCompleteProfile = (profile: CompletionFields, categoryCount: number): boolean =>
  Object.values(sectionsOf(profile, categoryCount)).every(Boolean);

import type { SkillCategory } from '../../../../common/contracts/profiles';

/** The catalog key of each skill category of 000 §5 (stored in English, shown translated). */
export const skillCategoryKey: Record<SkillCategory, string> = {
  Technical: 'profiles.skills.categories.technical',
  'Soft Skills': 'profiles.skills.categories.softSkills',
  Languages: 'profiles.skills.categories.languages',
  Tools: 'profiles.skills.categories.tools',
  'Industry Knowledge': 'profiles.skills.categories.industryKnowledge',
};

import type { ProfileCard } from '../../../common/contracts/profiles';
import { limits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import type { Actor } from '../../platform/actor';
import { presenterFor, presentPeople } from '../../platform/person';
import { foldText } from '../locations/countries';
import * as repo from './profile.repository';
import type { ProfileService } from './profile.service';
import { rankSimilar, type SimilarityFeatures, titleWordsOf } from './similar-profiles';

/** Candidates fetched per similarity signal before ranking. */
const similarCandidatesPerSignal = 100;

export type ProfileSuggestionsService = ReturnType<typeof createProfileSuggestionsService>;

/**
 * The members a profile page suggests (000 §7): the actor's suggestions and a profile's similar
 * members, each shown as the viewer may see them.
 */
export const createProfileSuggestionsService = (
  deps: Pick<AreaDeps, 'db'> & { profiles: Pick<ProfileService, 'findVisible'> },
) => {
  const { db, profiles } = deps;

  /** Features of profiles for the similarity ranking, in the order of `rows`. */
  const similarityFeatures = async (rows: repo.ProfileRow[]) => {
    const ids = rows.map((row) => row.id);
    const [categories, skills] = await Promise.all([
      repo.listProfileCategories(db, ids),
      repo.listSkillNames(db, ids),
    ]);
    return rows.map((row): SimilarityFeatures & { row: repo.ProfileRow } => ({
      row,
      id: row.id,
      categoryIds: new Set(categories.filter((c) => c.profileId === row.id).map((c) => c.id)),
      sectorIds: new Set(categories.filter((c) => c.profileId === row.id).map((c) => c.parentId ?? c.id)),
      skills: new Set(skills.filter((s) => s.profileId === row.id).map((s) => s.name.trim())),
      titleWords: titleWordsOf(row.title),
      city: foldText(row.location?.ville ?? ''),
      countryCode: row.location?.country_code || row.countryCode || '',
    }));
  };

  return {
    /**
     * Suggested members for the profile page (000 §7, §9): not the actor nor anyone linked with them
     * (pending, accepted or declined), named, with a title and a location, newest first, at most 8.
     */
    async listSuggestions(actor: Actor): Promise<ProfileCard[]> {
      return presentPeople(
        db,
        actor.id,
        await repo.listSuggestions(db, actor.id, limits.profile.suggestionsMax),
      );
    },

    /**
     * findSimilarProfiles (000 §7): members sharing categories, skills, title words or a place with the
     * profile, best first; never the profile itself or the viewer, never a member without a name or a
     * location, never a blocked or suspended one.
     */
    async listSimilar(actor: Actor | null, rawId: string, limit: number): Promise<ProfileCard[]> {
      const found = await profiles.findVisible(actor, rawId);
      // Ranked on what the viewer may see: a city hidden from them counts for nothing (issue 32 §4).
      const seenBy = await presenterFor(db, actor?.id ?? null, [found]);
      const target = { ...found, location: seenBy(found).location };
      const [targetFeatures] = await similarityFeatures([target]);
      if (!targetFeatures) return [];
      const n = similarCandidatesPerSignal;
      const idLists = await Promise.all([
        repo.idsSharingCategories(db, target.id, [...targetFeatures.categoryIds], n),
        repo.idsSharingSkills(db, target.id, [...targetFeatures.skills], n),
        repo.idsWithTitleWords(db, target.id, [...targetFeatures.titleWords], n),
        targetFeatures.countryCode ? repo.idsInCountry(db, target.id, targetFeatures.countryCode, n) : [],
      ]);
      const candidateIds = [...new Set(idLists.flat())].filter((id) => id !== actor?.id);
      const rows = (await repo.listListableByIds(db, candidateIds, actor?.id ?? null)).sort(
        (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime(),
      );
      const present = await presenterFor(db, actor?.id ?? null, rows);
      const seen = rows.map((row) => ({ ...row, location: present(row).location }));
      const ranked = rankSimilar(targetFeatures, await similarityFeatures(seen), limit);
      return ranked.map((candidate) => present(candidate.row));
    },
  };
};

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type ProfileLocation,
  professionalCategories,
  profileProfessionalCategories,
  profiles,
  skills,
} from '../db/schema';

/** A "Ville, Pays" location as the autocomplete gives it. */
export const place = (ville: string, pays: string, countryCode: string): ProfileLocation => ({
  ville,
  pays,
  country_code: countryCode,
  adresse_complete: `${ville}, ${pays}`,
});

export const dakar = place('Dakar', 'Sénégal', 'SN');
export const paris = place('Paris', 'France', 'FR');

/** Fills profile columns directly (a test's starting state, not the behaviour under test). */
export const setProfile = async (
  db: Db,
  id: string,
  values: Partial<typeof profiles.$inferInsert>,
): Promise<void> => {
  const location = values.location;
  await db
    .update(profiles)
    .set({ ...values, ...(location ? { countryCode: location.country_code } : {}) })
    .where(eq(profiles.id, id));
};

/** Seeded specialities (children of a sector), by sector name, in name order. */
export const specialitiesOf = async (db: Db, sectorName: string): Promise<{ id: string; name: string }[]> => {
  const [sector] = await db
    .select()
    .from(professionalCategories)
    .where(eq(professionalCategories.name, sectorName));
  if (!sector) throw new Error(`no seeded sector ${sectorName}`);
  const rows = await db
    .select({ id: professionalCategories.id, name: professionalCategories.name })
    .from(professionalCategories)
    .where(eq(professionalCategories.parentId, sector.id));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
};

/** Links categories to a member directly. */
export const giveCategories = async (db: Db, profileId: string, categoryIds: string[]): Promise<void> => {
  if (categoryIds.length === 0) return;
  await db
    .insert(profileProfessionalCategories)
    .values(categoryIds.map((categoryId) => ({ profileId, categoryId })));
};

/** Adds skills directly (category Technical unless said). */
export const giveSkills = async (
  db: Db,
  profileId: string,
  names: string[],
  category = 'Technical',
): Promise<void> => {
  if (names.length === 0) return;
  await db.insert(skills).values(names.map((name) => ({ profileId, name, category, proficiency: 3 })));
};

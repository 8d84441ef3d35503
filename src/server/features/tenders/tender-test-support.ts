import type { Db } from '../../db/client';
import { appelsOffres, appelsOffresFichiers } from '../../db/schema';

/** A draft tender of `userId` written straight to the database, for tests that need one fast. */
export const insertDraftTender = async (db: Db, userId: string): Promise<string> => {
  const [tender] = await db
    .insert(appelsOffres)
    .values({ userId, titre: 'Étude', dateLimiteCandidature: new Date(Date.now() + 86_400_000) })
    .returning({ id: appelsOffres.id });
  if (!tender) throw new Error('no tender');
  return tender.id;
};

/** An annex row of `bytes` on the tender, uploaded by `userId` (the file itself is the test's business). */
export const insertAnnex = (db: Db, tenderId: string, userId: string, key: string, bytes: number) =>
  db.insert(appelsOffresFichiers).values({
    appelOffreId: tenderId,
    uploadedBy: userId,
    nomFichier: key.split('/').at(-1) ?? key,
    nomOriginal: key.split('/').at(-1) ?? key,
    cheminStorage: key,
    typeMime: 'application/pdf',
    tailleBytes: bytes,
  });

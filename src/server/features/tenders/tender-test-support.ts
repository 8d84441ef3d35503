import type { TenderBody, TenderDetail } from '../../../common/contracts/tenders';
import type { Db } from '../../db/client';
import { appelsOffres, appelsOffresFichiers } from '../../db/schema';
import { testClient } from '../../test/api-client';
import type { CreatedUser } from '../../test/factories';
import { memberFixture, testAppForFile } from '../../test/suite';

/*
 * The tenders' tests: tender bodies and the API helpers the route files use, and rows written straight
 * to the database for other features' tests.
 */

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Everything publishing needs. */
export const complete = (patch: Partial<TenderBody> = {}): TenderBody => ({
  titre: 'Fourniture de panneaux solaires',
  organismeEmetteur: "Agence sénégalaise d'électrification rurale",
  typeAppelOffres: 'fourniture',
  typeEntite: 'gouvernement',
  secteur: 'energie',
  localisation: 'Dakar, Sénégal',
  dateLimiteCandidature: inDays(30),
  resume: 'Fourniture et pose de 400 kits solaires dans la région de Kaolack.',
  description: '<p>Le marché comprend <strong>deux lots</strong>.</p><script>alert(1)</script>',
  contactNom: 'Awa Ndiaye',
  contactEmail: 'achats@aser.example',
  budgetMin: 100000,
  budgetMax: 250000,
  modeDepot: 'papier',
  nombreExemplaires: 3,
  ...patch,
});

/** A draft: the spec's two hard rules only. */
export const draft = (patch: Partial<TenderBody> = {}): TenderBody => ({
  titre: 'Étude de faisabilité',
  dateLimiteCandidature: inDays(20),
  ...patch,
});

export const errorOf = (res: { json(): unknown }) =>
  res.json() as { error: { code: string; message: string; details?: { path: string; key: string }[] } };

/** A minimal PDF (file-type reads the %PDF- header). */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The app for this file, its owner and another member, and helpers that create tenders and attach files. */
export const tenderTestApp = () => {
  const t = testAppForFile();
  const api = testClient(t, '/api/v1');
  const owner = memberFixture(t, 'Awa Ndiaye', 'Acheteuse publique');
  const other = memberFixture(t, 'Koffi Mensah', 'Fournisseur');

  const create = async (user: CreatedUser, body: TenderBody) => {
    // This file's owner writes some thirty tenders in a minute: past a person's window (20 an hour),
    // which security/write-limits.test.ts tests.
    await t.app.services.rateLimits.lift('content:POST /tenders', user.id);
    const res = await api.call(user, 'POST', '/tenders', body);
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json() as TenderDetail;
  };

  const upload = async (user: CreatedUser, tenderId: string, name = 'cahier-des-charges.pdf', data = pdf) =>
    api.upload(user, `/tenders/${tenderId}/files`, name, data, 'application/pdf');

  return { t, api, owner, other, create, upload };
};

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

import type { TenderBody, TenderDetail } from '../../../common/contracts/tenders';
import { testClient } from '../../test/api-client';
import type { CreatedUser } from '../../test/factories';
import { memberFixture, testAppForFile } from '../../test/suite';

/*
 * The tender routes' tests: tender bodies and the API helpers both route files use. (Apart from
 * tender-test-support.ts, whose rows other features' tests write straight to the database.)
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

// Published tenders, each with a PDF annex (its terms of reference), written as a draft, given its
// annex, then published by its owner as the form does. An issuer that is a company of the directory
// (seeded before) is linked to its page (`entite_type`, `entite_id`); each has a selection date.
import { companyEndpoints } from '../../../../common/contracts/companies';
import type { TenderBody } from '../../../../common/contracts/tenders';
import { tenderEndpoints } from '../../../../common/contracts/tenders';
import { urlOf } from '../../../../common/endpoint';
import type { Db } from '../../client';
import { type DemoContext, daysFromNow, hasRow } from './context';
import { onePagePdf } from './pdf';

interface DemoTender {
  by: number;
  deadlineDays: number;
  body: Omit<TenderBody, 'dateLimiteCandidature'>;
  annex: string[];
}

const demoTenders: DemoTender[] = [
  {
    by: 9,
    deadlineDays: 21,
    body: {
      titre: 'Digitalisation du suivi des conteneurs – Port de Douala',
      organismeEmetteur: 'Douala Logistique Services',
      typeAppelOffres: 'service',
      typeEntite: 'entreprise',
      secteur: 'logistique',
      localisation: 'Douala, Cameroun',
      resume:
        'Conception et déploiement d’une plateforme de suivi des conteneurs partagée avec les transitaires.',
      objectifs:
        'Réduire de 30 % les délais de dédouanement et donner aux importateurs une visibilité en temps réel.',
      criteresEvaluation: 'Offre technique 60 %, prix 30 %, références en Afrique centrale 10 %.',
      dureeContrat: '12_mois',
      budgetMin: 80_000,
      budgetMax: 150_000,
      modeDepot: 'en_ligne',
      contactNom: 'Samuel Eto',
      contactEmail: 'achats@douala-logistique.example',
    },
    annex: ['Termes de référence', 'Lot unique : plateforme web et application mobile', 'Durée : 12 mois'],
  },
  {
    by: 15,
    deadlineDays: 10,
    body: {
      titre: 'Fourniture de kits nutritionnels – Région de Tillabéri',
      organismeEmetteur: 'Action contre la Faim',
      typeAppelOffres: 'fourniture',
      typeEntite: 'prive',
      secteur: 'ong',
      localisation: 'Niamey, Niger',
      resume:
        'Achat et livraison de 12 000 kits nutritionnels pour les centres de santé de la région de Tillabéri.',
      criteresEligibilite: 'Fournisseurs enregistrés au Niger ou dans l’espace CEDEAO.',
      dureeContrat: '6_mois',
      modeDepot: 'papier',
      nombreExemplaires: 3,
      contactNom: 'Ibrahim Haidara',
      contactEmail: 'logistique-niamey@acf.example',
    },
    annex: ['Cahier des charges', '12 000 kits, livraison en 4 lots', 'Dépôt des offres à Niamey'],
  },
  {
    by: 0,
    deadlineDays: 30,
    body: {
      titre: 'Audit juridique et fiscal de filiales en Afrique de l’Ouest',
      organismeEmetteur: 'Cabinet Diop & Associés',
      typeAppelOffres: 'service',
      typeEntite: 'entreprise',
      secteur: 'conseil',
      localisation: 'Dakar, Sénégal',
      resume:
        'Audit de conformité de six filiales (Sénégal, Côte d’Ivoire, Mali) pour un groupe agroalimentaire.',
      dureeContrat: '3_mois',
      budgetMin: 25_000,
      budgetMax: 40_000,
      modeDepot: 'en_ligne',
      contactNom: 'Awa Diop',
      contactEmail: 'appels@diop-associes.example',
    },
    annex: ['Termes de référence', 'Six filiales, trois pays', 'Rapport final attendu sous 3 mois'],
  },
  {
    by: 14,
    deadlineDays: 45,
    body: {
      titre: 'Travaux de gros œuvre – 40 logements durables à Conakry',
      organismeEmetteur: 'Collectif Habitat Guinée',
      typeAppelOffres: 'travaux',
      typeEntite: 'prive',
      secteur: 'btp',
      localisation: 'Conakry, Guinée',
      resume:
        'Gros œuvre en briques de terre compressée pour 40 logements, avec formation d’artisans locaux.',
      dureeContrat: '12_mois',
      modeDepot: 'en_ligne',
      contactNom: 'Aïcha Bah',
      contactEmail: 'habitat-conakry@sankofa.example',
    },
    annex: ['Dossier de consultation', 'Plans et descriptif des lots', 'Visite de site obligatoire'],
  },
];

export const tendersPresent = (db: Db) =>
  hasRow(db, 'appels_offres', 'titre', demoTenders[0]?.body.titre ?? '');

export const seedTenders = async (ctx: DemoContext): Promise<number> => {
  for (const tender of demoTenders) {
    const owner = ctx.member(tender.by);
    const issuer = String(tender.body.organismeEmetteur ?? '');
    const { items } = await ctx.call<{ items: { id: string; nom: string }[] }>(
      'GET',
      `${urlOf(companyEndpoints.pick)}?q=${encodeURIComponent(issuer)}`,
      owner,
    );
    const company = items.find((item) => item.nom === issuer);
    const { id: tenderId } = await ctx.call<{ id: string }>('POST', urlOf(tenderEndpoints.create), owner, {
      ...tender.body,
      ...(company ? { entiteType: 'entreprise', entiteId: company.id } : {}),
      dateLimiteCandidature: daysFromNow(tender.deadlineDays, 12),
      dateSelection: daysFromNow(tender.deadlineDays + 14, 12),
    });
    const [title = '', ...lines] = tender.annex;
    await ctx.upload('POST', urlOf(tenderEndpoints.uploadFile, { tenderId }), owner, {
      name: `${title.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`,
      type: 'application/pdf',
      data: onePagePdf(`${title} - ${tender.body.titre}`, lines),
    });
    await ctx.call('POST', urlOf(tenderEndpoints.publish, { tenderId }), owner);
  }
  return demoTenders.length;
};

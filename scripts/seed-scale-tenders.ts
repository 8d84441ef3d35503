// `npm run seed:scale:tenders`: the calls for tenders of the benchmark data set (issue 20: the list's
// budget with 20k tenders) on the PostgreSQL of DATABASE_URL, created by the members of
// `npm run seed:scale` (run that first): 20k tenders over the last two years (newest every ~50 min),
// 41 sectors, 3 entity types, the 40 places of the scale data; about 4 in 5 published (1 in 10 of
// those archived or finished, 1 in 12 for members only, 1 in 30 confidential), the rest drafts, about
// 1 in 4 past their deadline. Set-based statements with generate_series.
//
//   DATABASE_URL=postgres://… npm run seed:scale:tenders -- [--tenders=20000] [--reset]
//
// Tender g is created by scale member 1 + g mod N; ids are derived from g, so re-running with the same
// size does nothing; --reset removes the scale tenders first.
import { entityTypes, tenderSectors, tenderTypes } from '../src/common/contracts/tenders';
import { scaleId, scaleMemberId, step, textArray } from './lib/scale';
import { places } from './lib/scale-places';
import { numberedRows, positiveIntArg, runScaleSeed } from './lib/scale-seed';

const wanted = positiveIntArg('tenders', 20_000);

const tenderOf = (g: string) => scaleId('tender', g);

const subjects = [
  'Fourniture de kits solaires',
  'Construction d’un centre de santé',
  'Audit des comptes',
  'Maintenance du parc informatique',
  'Étude de faisabilité d’une route rurale',
  'Formation des agents',
  'Fourniture de matériel médical',
  'Conception d’une application mobile',
  'Réhabilitation de forages',
  'Campagne de communication',
  'Gestion des déchets urbains',
  'Assistance juridique',
];
const issuers = [
  'Ministère de la Santé',
  'Agence d’électrification rurale',
  'Port autonome',
  'Mairie',
  'Office national de l’eau',
  'Banque régionale',
  'ONG Terre d’avenir',
  'Société minière',
];
const description =
  '<p>Le présent appel d’offres porte sur <strong>deux lots</strong> distincts.</p><ul><li>Lot 1 : fourniture</li><li>Lot 2 : installation et maintenance</li></ul>';

runScaleSeed({
  area: 'tenders',
  minMembers: 1000,
  ...numberedRows('appels_offres', tenderOf, wanted, 'tenders'),
  write: async (client, n) => {
    const place = `(1 + ((g * 7) % ${places.length}))`;
    // Published unless g % 5 = 0; among the published, archived or finished one in ten.
    const statut = `case when g % 5 = 0 then 'brouillon' when g % 10 = 1 then 'archive' when g % 20 = 3 then 'termine' else 'publie' end`;
    await step(
      client,
      'tenders',
      `insert into appels_offres (id, user_id, titre, numero_reference, organisme_emetteur, date_limite_candidature,
         type_appel_offres, resume, description, secteur, type_entite, localisation, country_code,
         niveau_confidentialite, statut, est_public, mode_depot, contact_nom, contact_email,
         budget_min, budget_max, montant_estime, date_publication, created_at, updated_at)
       select ${tenderOf('g')}, ${scaleMemberId(`1 + g % ${n}`)},
         (${textArray(subjects)})[1 + (g % ${subjects.length})] || ' ' || g,
         'AO-SCALE-' || g,
         (${textArray(issuers)})[1 + ((g / 3) % ${issuers.length})],
         now() - make_interval(secs => g * 3000) + interval '120 days',
         (${textArray([...tenderTypes])})[1 + (g % ${tenderTypes.length})],
         'Appel d’offres numéro ' || g || ' : fourniture, installation et suivi.',
         $2,
         (${textArray([...tenderSectors])})[1 + ((g / 2) % ${tenderSectors.length})],
         (${textArray([...entityTypes])})[1 + ((g / 5) % ${entityTypes.length})],
         (${textArray(places.map((p) => p[0]))})[${place}],
         (${textArray(places.map((p) => p[1]))})[${place}],
         case when g % 30 = 7 then 'confidentiel' when g % 12 = 5 then 'prive' else 'public' end,
         ${statut},
         g % 5 <> 0,
         case when g % 4 = 0 then 'papier' else 'en_ligne' end,
         'Service des achats', 'achats' || (g % 500) || '@exemple.com',
         case when g % 3 = 0 then 10000 + (g % 90) * 1000 end,
         case when g % 2 = 0 then 200000 + (g % 50) * 10000 end,
         case when g % 2 = 0 then 200000 + (g % 50) * 10000 end,
         case when g % 5 <> 0 then now() - make_interval(secs => g * 3000) end,
         now() - make_interval(secs => g * 3000), now() - make_interval(secs => g * 3000)
       from generate_series(1, $1) g`,
      [wanted, description],
    );
  },
  vacuum: ['appels_offres'],
});

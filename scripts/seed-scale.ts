// `npm run seed:scale`: the benchmark data set of DESIGN.md §6 on the PostgreSQL of DATABASE_URL:
// 100k members (names, places, categories, experiences, Languages and other skills) and ~500k
// connections, written with generate_series in a few set-based statements.
//
//   DATABASE_URL=postgres://… npm run seed:scale -- [--profiles=100000] [--per-member=5] [--reset]
//
// Scale members have e-mails `scale-<n>@scale.sankofa.test`, ids from n (see scaleMemberId in
// lib/scale.ts), and no password (they never sign in).
// Re-running with the same size does nothing; --reset removes them first.

import { scaleMemberId, step, textArray } from './lib/scale';
import {
  migrateAndSeedReference,
  positiveIntArg,
  requireDatabaseUrl,
  runSeed,
  withClient,
} from './lib/scale-seed';

const url = requireDatabaseUrl(
  'seed:scale needs DATABASE_URL (a PostgreSQL database; PGlite is not a benchmark target).',
);
const profilesWanted = positiveIntArg('profiles', 100_000);
const perMember = positiveIntArg('per-member', 5);
const reset = process.argv.includes('--reset');

const firstNames = [
  'Awa',
  'Kofi',
  'Aminata',
  'Moussa',
  'Fatou',
  'Kwame',
  'Aïcha',
  'Ibrahima',
  'Ngozi',
  'Chidi',
  'Mariam',
  'Yao',
  'Adama',
  'Nadia',
  'Samuel',
  'Léa',
  'Olu',
  'Zainab',
  'Thandiwe',
  'Jabu',
  'Rokia',
  'Salif',
  'Oumou',
  'Bakary',
  'Ama',
  'Kwesi',
  'Nana',
  'Efua',
  'Abdoulaye',
  'Khadija',
  'Élodie',
  'Jean-Baptiste',
  'Marie-Claire',
  'Désiré',
  'Chinwe',
  'Tunde',
  'Amara',
  'Sékou',
  'Mamadou',
  'Fanta',
  'Ousmane',
  'Halima',
  'Wanjiru',
  'Kamau',
  'Achieng',
  'Lindiwe',
  'Sipho',
  'Nomvula',
  'Yasmine',
  'Karim',
  'Inès',
  'Rodrigue',
];
const lastNames = [
  'Diallo',
  'Mensah',
  'Sow',
  'Traoré',
  'Ndiaye',
  'Keita',
  'Koné',
  'Fall',
  'Adeyemi',
  'Okafor',
  'Touré',
  'Kouassi',
  'Diop',
  'Benali',
  'Eto',
  'Mbarga',
  'Adebayo',
  'Bello',
  'Dube',
  'Nkosi',
  'Sangaré',
  'Asante',
  'Owusu',
  'Boateng',
  'Camara',
  'Cissé',
  'Bamba',
  'Kaboré',
  'Ouédraogo',
  'Sawadogo',
  'Hounkpatin',
  'Agbodjan',
  'Mbeki',
  'Zulu',
  'Kamara',
  'Mwangi',
  'Otieno',
  'Njoroge',
  'Mutombo',
  'Lumumba',
  'Kabila',
  'Nzeza',
  'Tshibanda',
  'Nguema',
  'Obiang',
  'Mabiala',
  'Moukoko',
  'Essomba',
  'Fotso',
  'Tchakounté',
];
const titles = [
  'Ingénieur logiciel',
  'Développeuse web',
  'Comptable',
  'Chef de projet',
  'Consultante en stratégie',
  'Médecin généraliste',
  'Infirmier',
  'Avocate',
  'Entrepreneur',
  'Designer UX',
  'Data scientist',
  'Responsable marketing',
  'Architecte',
  'Enseignant',
  'Journaliste',
  'Juriste',
  'Analyste financier',
  'Chargée de communication',
  'Pharmacienne',
  'Agronome',
  'Directeur commercial',
  'Product manager',
  'Ingénieure civile',
  'Chercheur en biologie',
  'Économiste',
  'Responsable RH',
  'Logisticien',
  'Ingénieur réseaux',
  'Cheffe de cuisine',
  'Photographe',
];
const companies = [
  'Orange',
  'MTN',
  'Ecobank',
  'Société Générale',
  'TotalEnergies',
  'Jumia',
  'Wave',
  'Flutterwave',
  'Safaricom',
  'Dangote',
  'Bolloré',
  'Airtel',
  'Banque Africaine de Développement',
  'UNICEF',
  'Sonatel',
  'Indépendant',
  'Andela',
  'Interswitch',
  'Attijariwafa',
  'Ethiopian Airlines',
];
const places: [string, string, string][] = [
  ['Dakar', 'Sénégal', 'SN'],
  ['Thiès', 'Sénégal', 'SN'],
  ['Abidjan', "Côte d'Ivoire", 'CI'],
  ['Bouaké', "Côte d'Ivoire", 'CI'],
  ['Accra', 'Ghana', 'GH'],
  ['Kumasi', 'Ghana', 'GH'],
  ['Lagos', 'Nigeria', 'NG'],
  ['Abuja', 'Nigeria', 'NG'],
  ['Douala', 'Cameroun', 'CM'],
  ['Yaoundé', 'Cameroun', 'CM'],
  ['Kinshasa', 'République démocratique du Congo', 'CD'],
  ['Brazzaville', 'Congo', 'CG'],
  ['Libreville', 'Gabon', 'GA'],
  ['Bamako', 'Mali', 'ML'],
  ['Ouagadougou', 'Burkina Faso', 'BF'],
  ['Niamey', 'Niger', 'NE'],
  ['Conakry', 'Guinée', 'GN'],
  ['Lomé', 'Togo', 'TG'],
  ['Cotonou', 'Bénin', 'BJ'],
  ['Nairobi', 'Kenya', 'KE'],
  ['Kampala', 'Ouganda', 'UG'],
  ['Kigali', 'Rwanda', 'RW'],
  ['Addis-Abeba', 'Éthiopie', 'ET'],
  ['Dar es Salaam', 'Tanzanie', 'TZ'],
  ['Johannesburg', 'Afrique du Sud', 'ZA'],
  ['Le Cap', 'Afrique du Sud', 'ZA'],
  ['Casablanca', 'Maroc', 'MA'],
  ['Tunis', 'Tunisie', 'TN'],
  ['Antananarivo', 'Madagascar', 'MG'],
  ['Paris', 'France', 'FR'],
  ['Lyon', 'France', 'FR'],
  ['Marseille', 'France', 'FR'],
  ['Bruxelles', 'Belgique', 'BE'],
  ['Genève', 'Suisse', 'CH'],
  ['Londres', 'Royaume-Uni', 'GB'],
  ['Montréal', 'Canada', 'CA'],
  ['New York', 'États-Unis', 'US'],
  ['Port-au-Prince', 'Haïti', 'HT'],
  ['Salvador', 'Brésil', 'BR'],
  ['Lisbonne', 'Portugal', 'PT'],
];
const languages = [
  'Français',
  'Anglais',
  'Portugais',
  'Wolof',
  'Swahili',
  'Lingala',
  'Arabe',
  'Espagnol',
  'Yoruba',
  'Bambara',
];
const technical = [
  'Gestion de projet',
  'Python',
  'Comptabilité',
  'Négociation',
  'Excel',
  'Leadership',
  'React',
  'SQL',
];

const main = async () => {
  await migrateAndSeedReference(url);

  await withClient(url, async (client) => {
    const started = Date.now();
    await client.query('begin');
    if (reset) await step(client, 'reset', `delete from users where email like 'scale-%@scale.sankofa.test'`);
    const existing = await client.query<{ n: number }>(
      `select count(*)::int as n from users where email like 'scale-%@scale.sankofa.test'`,
    );
    if ((existing.rows[0]?.n ?? 0) >= profilesWanted) {
      await client.query('rollback');
      console.log(`${existing.rows[0]?.n} scale members already there; --reset to rebuild.`);
      return;
    }
    console.log(`Seeding ${profilesWanted} members and ~${profilesWanted * perMember} connections…`);
    await client.query('select setseed(0.42)');
    await step(
      client,
      'users',
      `insert into users (id, name, email, email_verified)
       select ${scaleMemberId('i')}, '', 'scale-' || i || '@scale.sankofa.test', true from generate_series(1, $1) i
       on conflict do nothing`,
      [profilesWanted],
    );
    const placeRows = places
      .map(([v, p, c]) => `('${v.replaceAll("'", "''")}', '${p.replaceAll("'", "''")}', '${c}')`)
      .join(',');
    await step(
      client,
      'profiles',
      `with place(ville, pays, code) as (values ${placeRows}),
       places as (select array_agg(ville) v, array_agg(pays) p, array_agg(code) c from place),
       src as (
         select i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7
         from generate_series(1, $1) i
       )
       insert into profiles (id, username, full_name, title, company, location, country_code,
         is_open_to_work, is_mentor, is_complete, email, created_at, updated_at)
       select ${scaleMemberId('i')}, 'scale_' || i,
         (${textArray(firstNames)})[1 + floor(r1 * ${firstNames.length})::int] || ' ' ||
           (${textArray(lastNames)})[1 + floor(r2 * ${lastNames.length})::int],
         (${textArray(titles)})[1 + floor(r3 * ${titles.length})::int],
         (${textArray(companies)})[1 + floor(r4 * ${companies.length})::int],
         case when r5 < 0.05 then null else jsonb_build_object(
           'ville', places.v[1 + floor(r6 * ${places.length})::int],
           'pays', places.p[1 + floor(r6 * ${places.length})::int],
           'country_code', places.c[1 + floor(r6 * ${places.length})::int],
           'adresse_complete', places.v[1 + floor(r6 * ${places.length})::int] || ', ' || places.p[1 + floor(r6 * ${places.length})::int]) end,
         case when r5 < 0.05 then null else places.c[1 + floor(r6 * ${places.length})::int] end,
         r7 < 0.2, r7 > 0.9, r5 >= 0.05,
         'scale-' || i || '@scale.sankofa.test',
         now() - (i::float / $1) * interval '3 years',
         now() - (i::float / $1) * interval '3 years'
       from src, places
       on conflict do nothing`,
      [profilesWanted],
    );
    await step(
      client,
      'profile categories',
      `with specs as (select array_agg(id order by id) ids from professional_categories where parent_id is not null)
       insert into profile_professional_categories (profile_id, category_id)
       select ${scaleMemberId('i')}, specs.ids[1 + floor(random() * array_length(specs.ids, 1))::int]
       from generate_series(1, $1) i, generate_series(1, 3) k, specs
       where k = 1 or random() < 0.5
       on conflict do nothing`,
      [profilesWanted],
    );
    await step(
      client,
      'experiences',
      `insert into experiences (profile_id, company_name, role, start_date, end_date, current)
       select ${scaleMemberId('i')}, (${textArray(companies)})[1 + floor(random() * ${companies.length})::int],
         (${textArray(titles)})[1 + floor(random() * ${titles.length})::int], s, e, e is null
       from (
         select i, k, date_trunc('month', date '1985-01-01' + (random() * 14000)::int)::date s
         from generate_series(1, $1) i, generate_series(1, 3) k where k = 1 or random() < 0.6
       ) x,
       lateral (select case when k = 1 then null else least(current_date, (s + (365 + random() * 2500)::int))::date end e) y`,
      [profilesWanted],
    );
    await step(
      client,
      'skills',
      `insert into skills (profile_id, name, category, proficiency)
       select ${scaleMemberId('i')}, name, category, 1 + floor(random() * 5)::int from (
         select i, (${textArray(languages)})[1 + ((i * 7 + k * 3) % ${languages.length})] name, 'Languages' category
         from generate_series(1, $1) i, generate_series(1, 3) k where k = 1 or random() < 0.5
         union all
         select i, (${textArray(technical)})[1 + ((i * 5 + k) % ${technical.length})], 'Technical'
         from generate_series(1, $1) i, generate_series(1, 2) k
       ) x`,
      [profilesWanted],
    );
    // Members mostly connect within communities (neighbouring numbers), sometimes anywhere: friends
    // of friends overlap as in a real network, so suggestions have mutual connections to count.
    await step(
      client,
      'connections',
      `insert into connections (requester_id, recipient_id, status, created_at, updated_at)
       select ${scaleMemberId('i')}, ${scaleMemberId('j')},
         case when r < 0.85 then 'accepted' when r < 0.95 then 'pending' else 'rejected' end, ts, ts
       from (
         select i,
           -- A neighbour within ±2000 (wrapped, so it stays in range on a small seed too).
           case when random() < 0.7 then ((((i - 1 + floor(random() * 4000)::int - 2000) % $1) + $1) % $1) + 1
                else 1 + floor(random() * $1)::int end j,
           random() r, now() - random() * interval '700 days' ts
         from generate_series(1, $1) i, generate_series(1, $2) k
       ) x
       where i <> j
       on conflict do nothing`,
      [profilesWanted, perMember],
    );
    await client.query('commit');
    await step(client, 'vacuum analyze', 'vacuum analyze');
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  });
};

runSeed(main);

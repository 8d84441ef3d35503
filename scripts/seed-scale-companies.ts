// `npm run seed:scale:companies`: the companies directory of the benchmark data set (DESIGN.md §6) on
// the PostgreSQL of DATABASE_URL: 50k companies (names from the same words and places as the scale job
// offers), the six sizes of 002 §9, 1 to 3 professional categories each, one in 25 inactive. Set-based
// statements with generate_series (the schema and reference categories are made first, as a start does).
//
//   DATABASE_URL=postgres://… npm run seed:scale:companies -- [--companies=50000] [--reset]
//
// Company g's id is derived from g, so re-running with the same size does nothing; --reset removes the
// scale companies first.
import { companySizes } from '../src/common/contracts/companies';
import { scaleId, step, textArray } from './lib/scale';
import { companyKinds, companyWords, places } from './lib/scale-places';
import { numberedRows, positiveIntArg, runScaleSeed } from './lib/scale-seed';

const companiesWanted = positiveIntArg('companies', 50_000);

/** Scale company g's id. */
const companyOf = (g: string) => scaleId('company', g);

runScaleSeed({
  area: 'companies',
  prepare: 'reference',
  minMembers: 0,
  ...numberedRows('african_companies', companyOf, companiesWanted, 'companies'),
  write: async (client) => {
    const categories = await client.query<{ id: string }>(
      'select id from professional_categories where parent_id is null order by name',
    );
    const sectors = categories.rows.map((row) => row.id);
    const place = `(1 + ((g * 7) % ${places.length}))`;
    const city = `split_part((${textArray(places.map((p) => p[0]))})[${place}], ', ', 1)`;
    const country = `split_part((${textArray(places.map((p) => p[0]))})[${place}], ', ', 2)`;
    await step(
      client,
      'companies',
      `insert into african_companies (id, nom, sigle, taille, effectif, site_web, email, ville, pays,
         adresse_complete, country_code, description, active, created_at, updated_at)
       select ${companyOf('g')},
         (${textArray(companyWords)})[1 + (g % 100) / 10] || ' ' || (${textArray(companyKinds)})[1 + g % 10] || ' ' || g,
         case when g % 4 = 0 then upper(left((${textArray(companyWords)})[1 + (g % 100) / 10], 3)) || g end,
         (${textArray([...companySizes])})[1 + (g / 7) % ${companySizes.length}],
         case when g % 3 = 0 then 5 + g % 900 end,
         'https://entreprise-' || g || '.exemple.com',
         'contact@entreprise-' || g || '.exemple.com',
         ${city}, ${country}, ${city} || ', ' || ${country},
         (${textArray(places.map((p) => p[1]))})[${place}],
         'Entreprise de la diaspora africaine.',
         g % 25 <> 0,
         now() - make_interval(secs => g * 600), now() - make_interval(secs => g * 600)
       from generate_series(1, $1) g`,
      [companiesWanted],
    );
    await step(
      client,
      'categories',
      `insert into company_professional_categories (company_id, professional_category_id)
       select ${companyOf('g')}, ($2::uuid[])[1 + ((g + k * 11) % cardinality($2::uuid[]))]
       from generate_series(1, $1) g, generate_series(0, 2) k
       where k <= g % 3
       on conflict do nothing`,
      [companiesWanted, sectors],
    );
  },
  vacuum: ['african_companies', 'company_professional_categories'],
});

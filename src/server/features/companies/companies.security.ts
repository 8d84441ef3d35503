import { companies } from '../../db/schema';
import { defineAreaSecurity, type Owned } from '../../security/area-security';

const companyBody = {
  nom: 'Pirates SA',
  place: { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN' },
};

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/companies': companyBody,
    'PATCH /api/v1/companies/:id': companyBody,
    'PATCH /api/v1/companies/:id/active': { active: false },
  },
  foreignIdAllowed: {
    'GET /api/v1/companies/:id': 'the directory is public, under its viewing limits (plan 002 §0.3)',
  },
  notAList: {
    'GET /api/v1/companies': 'the company directory: companies, no member',
    'GET /api/v1/companies/names': 'company names',
    'GET /api/v1/companies/all': 'staff list of companies',
    'GET /api/v1/companies/map': 'company places',
    'GET /api/v1/companies/:id': 'a company, no member',
  },
  ownedResources: ({ t, rowsOf }) => {
    /** A company of the directory (admins create them; a member never owns one). */
    const directoryCompany = async (): Promise<Owned> => {
      const [row] = await t.database.db
        .insert(companies)
        .values({ nom: 'Entreprise de A', ville: 'Dakar', pays: 'Sénégal', countryCode: 'SN' })
        .returning({ id: companies.id });
      if (!row) throw new Error('company fixture failed');
      return { params: { id: row.id }, read: () => rowsOf(companies, companies.id, row.id) };
    };

    return {
      '/api/v1/companies/:id': directoryCompany,
      '/api/v1/companies/:id/active': directoryCompany,
      '/api/v1/companies/:id/logo': directoryCompany,
    };
  },
});

// The companies directory and its map: companies placed in their city (with its coordinates), in their
// sector, each with a solid-colour logo drawn here. The directory is kept by staff: the demo goes
// through the companies service in the name of a demo member, as the staff screen would.
import sharp from 'sharp';
import { CompanyBody } from '../../../../common/contracts/companies';
import type { Db } from '../../client';
import { type DemoContext, hasRow } from './context';
import { type DemoPlace, places } from './places';

interface DemoCompany {
  body: Omit<CompanyBody, 'place' | 'categoryIds'>;
  place: DemoPlace;
  sector: string;
  colour: string;
}

const demoCompanies: DemoCompany[] = [
  {
    body: {
      nom: 'Cabinet Diop & Associés',
      taille: 'Petite entreprise (10-49 salariés)',
      effectif: 35,
      siteWeb: 'https://diop-associes.example',
      adresse: 'Rue Carnot, Plateau',
      description:
        'Cabinet d’avocats d’affaires spécialisé en droit OHADA, au service des investisseurs de la diaspora.',
    },
    place: places.dakar,
    sector: 'Droit',
    colour: '#1f4e79',
  },
  {
    body: {
      nom: 'AgriLink',
      taille: 'Moyenne entreprise (50-249 salariés)',
      effectif: 80,
      siteWeb: 'https://agrilink.example',
      adresse: 'Admiralty Way, Lekki',
      description: 'Plateforme logistique qui relie 4 000 petits producteurs aux marchés urbains du Nigeria.',
    },
    place: places.lagos,
    sector: 'Agriculture',
    colour: '#2e7d32',
  },
  {
    body: {
      nom: 'Hubtel',
      taille: 'Grande entreprise (250+ salariés)',
      effectif: 450,
      siteWeb: 'https://hubtel.example.com',
      adresse: 'Airport Residential Area',
      description: 'Paiements mobiles et services numériques pour les commerçants ghanéens.',
    },
    place: places.accra,
    sector: 'Informatique',
    colour: '#c62828',
  },
  {
    body: {
      nom: 'Ivoire Marketing Lab',
      taille: 'Petite entreprise (10-49 salariés)',
      effectif: 22,
      adresse: 'Boulevard Latrille, Cocody',
      description:
        'Agence de marketing digital qui accompagne les marques africaines de la stratégie à la campagne.',
    },
    place: places.abidjan,
    sector: 'Marketing',
    colour: '#ef6c00',
  },
  {
    body: {
      nom: 'Savannah Ventures',
      taille: 'Micro-entreprise (1-9 salariés)',
      effectif: 9,
      siteWeb: 'https://savannah-ventures.example',
      adresse: 'Avenue Louise 54',
      description: 'Fonds d’investissement early-stage dédié aux startups fintech et agritech francophones.',
    },
    place: places.bruxelles,
    sector: 'Finance',
    colour: '#6a1b9a',
  },
  {
    body: {
      nom: 'Diaspora Cloud Conseil',
      taille: 'Micro-entreprise (1-9 salariés)',
      effectif: 6,
      adresse: 'Boulevard Saint-Laurent',
      description: 'Conseil en architecture cloud pour les startups africaines qui passent à l’échelle.',
    },
    place: places.montreal,
    sector: 'Informatique',
    colour: '#00838f',
  },
  {
    body: {
      nom: 'Karité Faso Europe',
      taille: 'Micro-entreprise (1-9 salariés)',
      effectif: 4,
      adresse: 'Rue de la Roquette',
      description: 'Distribution en Europe du beurre de karité transformé par 300 productrices burkinabè.',
    },
    place: places.paris,
    sector: 'Agroalimentaire',
    colour: '#a1887f',
  },
  {
    body: {
      nom: 'Douala Logistique Services',
      taille: 'Grande entreprise (250+ salariés)',
      effectif: 320,
      adresse: 'Zone portuaire, Bonanjo',
      description: 'Transit, entreposage et transport de conteneurs en Afrique centrale.',
    },
    place: places.douala,
    sector: 'Logistique',
    colour: '#37474f',
  },
];

const logoOf = (colour: string): Promise<Buffer> =>
  sharp({ create: { width: 256, height: 256, channels: 3, background: colour } })
    .png()
    .toBuffer();

export const companiesPresent = (db: Db) =>
  hasRow(db, 'african_companies', 'nom', demoCompanies[0]?.body.nom ?? '');

export const seedCompanies = async (ctx: DemoContext): Promise<number> => {
  const tree = await ctx.call<{ items: { id: string; name: string }[] }>(
    'GET',
    '/api/v1/professional-categories',
  );
  const sectorIds = new Map(tree.items.map((sector) => [sector.name, sector.id]));
  const actor = await ctx.actorOf(ctx.member(0));
  const companies = ctx.app.services.companies;
  for (const company of demoCompanies) {
    const body = CompanyBody.parse({
      ...company.body,
      place: company.place,
      categoryIds: [sectorIds.get(company.sector) ?? []].flat(),
    });
    const created = await companies.create(actor, body);
    await ctx.app.services.companyLogos.upload(actor, created.id, await logoOf(company.colour));
  }
  return demoCompanies.length;
};

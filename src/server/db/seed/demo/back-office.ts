// The back office's own demo (issue 38): messages of the contact form in the admins' inbox, a
// prospection campaign with its prospects, templates and follow-ups, and a member who pays the Premium
// offer (its badge on their profile, its payments in the admins' list). Contact messages and prospects
// go through the API and the services; Stripe cannot be reached from a seed, so the paid subscription
// is written as its webhook would have left it.
import { eq } from 'drizzle-orm';
import { contactEndpoints } from '../../../../common/contracts/contact';
import { urlOf } from '../../../../common/endpoint';
import type { Db } from '../../client';
import { payments, prospectCampaigns, prospects, subscriptions } from '../../schema';
import { type DemoContext, hasRow } from './context';

const firstSubject = 'Partenariat avec notre association à Lyon';

const contactMessages: {
  member?: number;
  email: string;
  domain: string;
  subject: string;
  message: string;
}[] = [
  {
    email: 'contact@afrolyon.example',
    domain: 'Partenariat / Presse',
    subject: firstSubject,
    message:
      'Bonjour,\nnotre association réunit 300 entrepreneurs afro-descendants à Lyon. Nous aimerions co-organiser une soirée réseau au printemps. Qui contacter ?\nMerci, Fatou',
  },
  {
    member: 3,
    email: 'moussa.traore@demo.sankofa.test',
    domain: 'Compte utilisateur',
    subject: 'Changer l’adresse de ma page entreprise',
    message: 'Bonjour, notre entreprise a déménagé à Abidjan-Plateau. Comment mettre à jour la fiche ?',
  },
  {
    email: 'journaliste@mediadiaspora.example',
    domain: 'Partenariat / Presse',
    subject: 'Demande d’interview pour un portrait de la plateforme',
    message:
      'Bonjour, je prépare un article sur les réseaux professionnels de la diaspora. Seriez-vous disponibles la semaine prochaine ?',
  },
  {
    email: 'comptabilite@baobab-conseil.example',
    domain: 'Administratif / Facturation',
    subject: 'Facture de notre abonnement entreprise',
    message: 'Bonjour, pourriez-vous nous envoyer la facture du mois dernier au nom de Baobab Conseil SARL ?',
  },
];

const demoProspects: {
  nom: string;
  entreprise: string;
  poste: string;
  ville: string;
  campaign: string;
  status: 'nouveau' | 'contacte' | 'interesse' | 'inscrit';
  contactedDaysAgo?: number;
  replyHours?: number;
}[] = [
  {
    nom: 'Kwame Mensah',
    entreprise: 'Accra Fintech Hub',
    poste: 'CTO',
    ville: 'Accra',
    campaign: 'Tech',
    status: 'interesse',
    contactedDaysAgo: 12,
    replyHours: 18,
  },
  {
    nom: 'Nadia Benali',
    entreprise: 'CloudSahel',
    poste: 'Fondatrice',
    ville: 'Dakar',
    campaign: 'Tech',
    status: 'contacte',
    contactedDaysAgo: 9,
  },
  {
    nom: 'Yves Nkemdirim',
    entreprise: 'DataLagos',
    poste: 'Responsable données',
    ville: 'Lagos',
    campaign: 'Tech',
    status: 'inscrit',
    contactedDaysAgo: 20,
    replyHours: 30,
  },
  {
    nom: 'Aminata Coulibaly',
    entreprise: 'Banque Atlantique',
    poste: 'Directrice financière',
    ville: 'Abidjan',
    campaign: 'Finance',
    status: 'contacte',
    contactedDaysAgo: 3,
  },
  {
    nom: 'Jean-Paul Ekotto',
    entreprise: 'Cemac Capital',
    poste: 'Associé',
    ville: 'Douala',
    campaign: 'Finance',
    status: 'interesse',
    contactedDaysAgo: 6,
    replyHours: 10,
  },
  {
    nom: 'Sofia Tavares',
    entreprise: 'Lisboa Africa Ventures',
    poste: 'Analyste',
    ville: 'Lisbonne',
    campaign: 'Startup',
    status: 'nouveau',
  },
  {
    nom: 'Ibrahim Sow',
    entreprise: 'AgriTech Conakry',
    poste: 'Fondateur',
    ville: 'Conakry',
    campaign: 'Startup',
    status: 'nouveau',
  },
];

export const backOfficePresent = (db: Db) => hasRow(db, 'contact_messages', 'subject', firstSubject);

export const seedBackOffice = async (ctx: DemoContext): Promise<number> => {
  const { services } = ctx.app;
  const staff = await ctx.actorOf(ctx.member(0));
  for (const message of contactMessages) {
    const member = message.member === undefined ? undefined : ctx.member(message.member);
    const { member: _, ...body } = message;
    await ctx.call('POST', urlOf(contactEndpoints.send), member, body);
  }
  const inbox = await services.siteContact.list({ page: 1, pageSize: 20 });
  const bySubject = (subject: string) => inbox.items.find((item) => item.subject === subject)?.id;
  const answered = bySubject('Changer l’adresse de ma page entreprise');
  if (answered) await services.siteContact.setStatus(staff, answered, 'answered');
  const read = bySubject('Demande d’interview pour un portrait de la plateforme');
  if (read) await services.siteContact.setStatus(staff, read, 'read');

  // Prospection: the install's campaigns get their templates and prospects.
  await services.prospection.createTemplate(staff, {
    name: 'Premier contact',
    type: 'prospection',
    subject: '{nom}, rejoignez le réseau de la diaspora',
    body: 'Bonjour {nom}, en tant que {poste} chez {entreprise} à {ville}, votre expérience intéresserait notre communauté de professionnels. Créez votre profil en deux minutes.',
  });
  const relance = await services.prospection.createTemplate(staff, {
    name: 'Relance à une semaine',
    type: 'relance',
    subject: '{nom}, notre invitation tient toujours',
    body: 'Bonjour {nom}, je me permets de revenir vers vous : des professionnels de {ville} vous attendent sur la plateforme.',
  });
  const rappel = await services.prospection.createTemplate(staff, {
    name: 'Rappel à deux semaines',
    type: 'rappel',
    subject: 'Dernier rappel : le réseau de la diaspora',
    body: 'Bonjour {nom}, un dernier mot : votre profil de {poste} serait précieux pour nos membres. À bientôt ?',
  });
  const campaigns = await ctx.db.select().from(prospectCampaigns);
  const campaignId = (name: string) => campaigns.find((campaign) => campaign.name === name)?.id ?? null;
  for (const name of ['Tech', 'Finance']) {
    const id = campaignId(name);
    if (id)
      await services.prospectCampaigns.update(staff, id, {
        name,
        description:
          name === 'Tech'
            ? 'Dirigeants et ingénieurs des écosystèmes tech africains.'
            : 'Banques, fonds et cabinets financiers de la zone franc et d’ailleurs.',
        relanceTemplateId: relance.id,
        rappelTemplateId: rappel.id,
      });
  }
  const now = Date.now();
  for (const [index, p] of demoProspects.entries()) {
    const created = await services.prospection.create(staff, {
      nom: p.nom,
      email: `prospect${index + 1}@prospects.example`,
      entreprise: p.entreprise,
      poste: p.poste,
      ville: p.ville,
      status: p.status,
      campaignId: campaignId(p.campaign),
    });
    if (p.contactedDaysAgo === undefined) continue;
    const contactedAt = new Date(now - p.contactedDaysAgo * 86_400_000);
    await ctx.db
      .update(prospects)
      .set({
        contactedAt,
        respondedAt:
          p.replyHours === undefined ? null : new Date(contactedAt.getTime() + p.replyHours * 3_600_000),
        registeredAt: p.status === 'inscrit' ? new Date(now - 86_400_000) : null,
      })
      .where(eq(prospects.id, created.id));
  }

  // A Premium member: the offer (with its badge), then the subscription its webhook would record.
  const premium = await services.pricing.create(staff, {
    category: 'Premium',
    price: '9,90 € / mois',
    description:
      '<ul><li>Badge Premium sur votre profil</li><li>Mise en avant dans l’annuaire</li><li>Accès prioritaire aux événements</li></ul>',
    color: '#fde68a',
    ctaLabel: 'Devenir Premium',
    ctaUrl: null,
    amount: 9.9,
    currency: 'eur',
    interval: 'month',
    badge: 'Premium',
  });
  const payer = ctx.member(1);
  const since = new Date(now - 40 * 86_400_000);
  const [subscription] = await ctx.db
    .insert(subscriptions)
    .values({
      userId: payer.id,
      pricingId: premium.id,
      category: 'Premium',
      interval: 'month',
      providerSubscriptionId: 'sub_demo_premium',
      currentPeriodEnd: new Date(now + 20 * 86_400_000),
      createdAt: since,
    })
    .returning();
  const paid = (at: Date, invoice: string | null) => ({
    userId: payer.id,
    pricingId: premium.id,
    category: 'Premium',
    amountCents: 990,
    currency: 'eur',
    interval: 'month',
    status: 'paid',
    subscriptionId: subscription?.id ?? null,
    providerSessionId: invoice ? null : 'cs_demo_premium',
    providerInvoiceId: invoice,
    createdAt: at,
    paidAt: at,
  });
  await ctx.db
    .insert(payments)
    .values([paid(since, null), paid(new Date(now - 10 * 86_400_000), 'in_demo_renewal')]);
  return contactMessages.length + demoProspects.length + 1;
};

// Groups: public ones members join at once, a private one whose requests the owner approves (and one
// left pending), a secret one whose members are added by its owner; each with its posts.
import { feedEndpoints } from '../../../../common/contracts/feed';
import type { GroupBody, GroupJoinRequestsPage } from '../../../../common/contracts/groups';
import { groupEndpoints } from '../../../../common/contracts/groups';
import { urlOf } from '../../../../common/endpoint';
import type { Db } from '../../client';
import { type DemoContext, hasRow } from './context';

interface DemoGroup {
  by: number;
  body: GroupBody;
  members: number[];
  /** Private groups: a request left for the owner to answer. */
  pending?: number;
  posts: [number, string][];
}

const demoGroups: DemoGroup[] = [
  {
    by: 3,
    body: {
      name: 'Entrepreneurs de la diaspora',
      description:
        'Fondateurs et porteurs de projets qui entreprennent entre l’Afrique et le reste du monde : financement, recrutement, retours d’expérience.',
      type: 'public',
      tags: ['entrepreneuriat', 'levée de fonds'],
      rules: 'Bienveillance, pas de démarchage non sollicité, partagez vos sources.',
    },
    members: [0, 5, 6, 12, 13, 14],
    posts: [
      [
        3,
        'Qui a déjà levé auprès d’un fonds panafricain en 2026 ? Je cherche des retours sur les délais de due diligence.',
      ],
      [
        13,
        'Notre appel à candidatures fintech est ouvert jusqu’à la fin du mois. Les dossiers francophones sont les bienvenus !',
      ],
      [
        12,
        'Astuce export : faites certifier votre lot avant de démarcher les distributeurs, cela change tout.',
      ],
    ],
  },
  {
    by: 10,
    body: {
      name: 'Femmes dans la tech africaine',
      description:
        'Développeuses, data scientists, designers et cheffes de produit : entraide, offres, mentorat et événements.',
      type: 'public',
      tags: ['tech', 'femmes'],
    },
    members: [2, 6, 8, 14],
    posts: [
      [
        10,
        'Atelier Python samedi à Kigali : 40 lycéennes inscrites ! Qui veut animer la prochaine session à Dakar ?',
      ],
      [8, 'Je partage ma checklist d’accessibilité pour vos maquettes, écrivez-moi si elle vous intéresse.'],
    ],
  },
  {
    by: 5,
    body: {
      name: 'Finance & investissement en Afrique centrale',
      description:
        'Un cercle privé d’analystes, banquiers et investisseurs qui suivent les marchés de la CEMAC et de la RDC.',
      type: 'private',
      tags: ['finance', 'investissement'],
    },
    members: [9, 13],
    pending: 3,
    posts: [
      [
        5,
        'Note de la semaine : la BEAC maintient son taux directeur. Quelles conséquences pour vos portefeuilles ?',
      ],
      [
        13,
        'Merci Jean-Marc. Nous voyons de plus en plus de dossiers logistiques à Douala, signe d’un marché qui s’ouvre.',
      ],
    ],
  },
  {
    by: 0,
    body: {
      name: 'Comité d’organisation – Forum Dakar 2026',
      description: 'Le groupe de travail des bénévoles qui préparent le Forum de la diaspora à Dakar.',
      type: 'secret',
    },
    members: [2, 6],
    posts: [
      [0, 'Point logistique : la salle est confirmée, il nous reste à boucler la liste des intervenants.'],
      [2, 'Je m’occupe des badges et de l’accueil. On se cale un appel jeudi ?'],
    ],
  },
];

export const groupsPresent = (db: Db) => hasRow(db, 'groups', 'name', demoGroups[0]?.body.name ?? '');

export const seedGroups = async (ctx: DemoContext): Promise<number> => {
  for (const group of demoGroups) {
    const owner = ctx.member(group.by);
    const { id: groupId } = await ctx.call<{ id: string }>(
      'POST',
      urlOf(groupEndpoints.create),
      owner,
      group.body,
    );
    for (const index of group.members) {
      const member = ctx.member(index);
      if (group.body.type === 'secret') {
        await ctx.call('POST', urlOf(groupEndpoints.addMember, { groupId }), owner, { userId: member.id });
      } else {
        await ctx.call('POST', urlOf(groupEndpoints.join, { groupId }), member);
      }
    }
    if (group.body.type === 'private') {
      const requests = await ctx.call<GroupJoinRequestsPage>(
        'GET',
        urlOf(groupEndpoints.requests, { groupId }),
        owner,
      );
      for (const request of requests.items) {
        await ctx.call('POST', urlOf(groupEndpoints.approve, { groupId, requestId: request.id }), owner);
      }
      if (group.pending !== undefined)
        await ctx.call('POST', urlOf(groupEndpoints.join, { groupId }), ctx.member(group.pending));
    }
    for (const [author, content] of group.posts) {
      await ctx.call('POST', urlOf(feedEndpoints.createPost), ctx.member(author), {
        content,
        mediaIds: [],
        groupId,
      });
    }
  }
  return demoGroups.length;
};

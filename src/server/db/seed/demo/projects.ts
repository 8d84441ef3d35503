// Projects with their news and comments, and participants (approved, one request left pending).
import type { ProjectBody, ProjectJoinRequestPage } from '../../../../common/contracts/projects';
import { projectEndpoints } from '../../../../common/contracts/projects';
import { urlOf } from '../../../../common/endpoint';
import type { Db } from '../../client';
import { type DemoContext, dayFromNow, hasRow } from './context';

interface DemoProject {
  by: number;
  body: ProjectBody;
  participants: number[];
  pending?: number;
  news: string[];
  comments: [number, string][];
}

const demoProjects: DemoProject[] = [
  {
    by: 14,
    body: {
      title: 'Logements durables à Conakry',
      description:
        'Concevoir et construire 40 logements en briques de terre compressée à Conakry, avec des artisans locaux formés sur le chantier. Nous cherchons des ingénieurs, des architectes et des partenaires financiers.',
      tags: ['construction', 'diaspora', 'habitat'],
      startDate: dayFromNow(-90),
      endDate: dayFromNow(540),
      location: 'Conakry, Guinée',
    },
    participants: [7, 9],
    pending: 3,
    news: [
      'Le terrain est acquis et le permis de construire déposé. Prochaine étape : la formation des maçons.',
      'Première brique de terre compressée produite sur place : les tests de résistance sont excellents !',
    ],
    comments: [[7, 'Je peux vous mettre en relation avec un fournisseur de presses à Boké.']],
  },
  {
    by: 4,
    body: {
      title: 'Télémédecine rurale dans la région de Ségou',
      description:
        'Relier 15 centres de santé ruraux à des médecins spécialistes par téléconsultation, avec des tablettes et une connexion satellite.',
      tags: ['santé', 'innovation'],
      startDate: dayFromNow(-200),
      endDate: null,
      location: 'Ségou, Mali',
    },
    participants: [10, 15],
    news: ['Huit centres sont désormais équipés. Plus de 600 téléconsultations réalisées ce trimestre.'],
    comments: [[10, 'Bravo ! Avez-vous besoin d’aide pour analyser les données de consultation ?']],
  },
  {
    by: 1,
    body: {
      title: 'Bootcamp code pour lycéennes à Accra et Dakar',
      description:
        'Un programme gratuit de dix samedis pour initier les lycéennes à la programmation, animé par des développeuses et développeurs bénévoles.',
      tags: ['éducation', 'tech', 'femmes'],
      startDate: dayFromNow(20),
      endDate: dayFromNow(100),
      location: 'Accra, Ghana',
    },
    participants: [10, 8],
    pending: 11,
    news: ['Les inscriptions sont ouvertes : 60 places à Accra, 40 à Dakar.'],
    comments: [[2, 'Je peux animer une session à Dakar en février.']],
  },
  {
    by: 9,
    body: {
      title: 'Plateforme de suivi des conteneurs au port de Douala',
      description:
        'Un outil partagé entre transitaires, transporteurs et importateurs pour suivre les conteneurs en temps réel et réduire les délais de dédouanement.',
      tags: ['logistique', 'numérique'],
      startDate: dayFromNow(-30),
      endDate: dayFromNow(300),
      location: 'Douala, Cameroun',
    },
    participants: [11],
    news: ['Le prototype est en test avec trois transitaires partenaires.'],
    comments: [],
  },
];

export const projectsPresent = (db: Db) => hasRow(db, 'projects', 'title', demoProjects[0]?.body.title ?? '');

export const seedProjects = async (ctx: DemoContext): Promise<number> => {
  for (const project of demoProjects) {
    const owner = ctx.member(project.by);
    const { id: projectId } = await ctx.call<{ id: string }>(
      'POST',
      urlOf(projectEndpoints.create),
      owner,
      project.body,
    );
    for (const index of project.participants) {
      await ctx.call('POST', urlOf(projectEndpoints.join, { projectId }), ctx.member(index), {
        message: 'Je serais ravi·e de contribuer à ce projet.',
      });
    }
    const requests = await ctx.call<ProjectJoinRequestPage>(
      'GET',
      urlOf(projectEndpoints.joinRequests, { projectId }),
      owner,
    );
    for (const request of requests.items) {
      await ctx.call('POST', urlOf(projectEndpoints.approve, { projectId, requestId: request.id }), owner);
    }
    if (project.pending !== undefined)
      await ctx.call('POST', urlOf(projectEndpoints.join, { projectId }), ctx.member(project.pending), {
        message: 'Votre projet me parle, comment puis-je aider ?',
      });
    for (const content of project.news) {
      await ctx.call('POST', urlOf(projectEndpoints.postUpdate, { projectId }), owner, { content });
    }
    for (const [author, content] of project.comments) {
      await ctx.call('POST', urlOf(projectEndpoints.postComment, { projectId }), ctx.member(author), {
        content,
      });
    }
  }
  return demoProjects.length;
};

import { NotFound } from '../../../components/NotFound';

/** 'Projet introuvable.' (002 §8): a malformed id, or no such project. */
export function ProjectMissing() {
  return <NotFound titleKey="projects.notFound" bodyKey="projects.notFoundBody" />;
}

import { NotFound } from '../../../components/NotFound';
import { isApiError } from '../../../lib/api-client';

/** 'Projet introuvable.' (002 §8): a malformed id, or no such project. */
export function ProjectMissing() {
  return <NotFound titleKey="projects.notFound" bodyKey="projects.notFoundBody" />;
}

/** The project read failed because there is no such project. */
export const isProjectMissing = (error: unknown) => isApiError(error) && error.code === 'not_found';

import { Button, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { projectLimits, projectPath } from '../../../../common/contracts/projects';
import { ErrorState } from '../../../components/ErrorState';
import { FormFailure } from '../../../components/FormFailure';
import { FormPage } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { isUuid } from '../../../lib/uuid';
import { useProject } from '../api/projects';
import { ProjectForm } from '../components/ProjectForm';
import { ProjectMissing } from '../components/ProjectMissing';

/**
 * `/projects/{id}/edit` (002 §2): 'Édition du projet' for the owner or an admin; the id must be a UUID.
 * Annuler goes to the project, the breadcrumb back to `/projects`; after a save, the project after 1 s.
 */
export function EditProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const project = useProject(valid ? id : undefined);
  usePageTitle(t('projects.form.editTitle'));

  if (!valid) return <ProjectMissing />;
  if (project.isPending) {
    return <PageLoader label={t('projects.loading')} />;
  }
  if (project.isError) {
    if (isMissing(project.error)) return <ProjectMissing />;
    return <ErrorState onRetry={() => void project.refetch()} />;
  }
  return (
    <FormPage
      parents={[
        { label: t('projects.breadcrumb'), to: '/projects' },
        { label: project.data.title, to: projectPath(id) },
      ]}
      title={t('projects.form.editTitle')}
      refusal={
        project.data.canEdit ? undefined : (
          <FormFailure
            message={
              <Stack gap="sm" align="flex-start">
                {t('projects.form.forbidden')}
                <Button component={Link} to="/projects" variant="default" size="xs">
                  {t('projects.backToList')}
                </Button>
              </Stack>
            }
          />
        )
      }
    >
      <ProjectForm
        project={project.data}
        onSaved={() => {
          notify({ color: 'teal', message: t('projects.form.updated') });
          window.setTimeout(() => void navigate(projectPath(id)), projectLimits.redirectDelayMs);
        }}
        onCancel={() => void navigate(projectPath(id))}
      />
    </FormPage>
  );
}

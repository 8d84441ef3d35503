import { useNavigate } from 'react-router';
import { projectLimits } from '../../../../common/contracts/projects';
import { FormPage } from '../../../components/PageFrame';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { ProjectForm } from '../components/ProjectForm';

/** `/projects/new` (002 §2, §8): 'Projet créé !' then back to `/projects` after 1 s. */
export function NewProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('projects.form.newTitle'));
  return (
    <FormPage
      parents={[{ label: t('projects.breadcrumb'), to: '/projects' }]}
      title={t('projects.form.newTitle')}
    >
      <ProjectForm
        onSaved={() => {
          notify({ color: 'teal', message: t('projects.form.created') });
          window.setTimeout(() => void navigate('/projects'), projectLimits.redirectDelayMs);
        }}
        onCancel={() => void navigate('/projects')}
      />
    </FormPage>
  );
}

import { Card, Container, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { projectLimits } from '../../../../common/contracts/projects';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
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
    <Container size="md" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs
          items={[
            { label: t('projects.breadcrumb'), to: '/projects' },
            { label: t('projects.form.newTitle') },
          ]}
        />
        <Title order={1}>{t('projects.form.newTitle')}</Title>
        <Card withBorder radius="md" padding="lg">
          <ProjectForm
            onSaved={() => {
              notify({ color: 'teal', message: t('projects.form.created') });
              window.setTimeout(() => void navigate('/projects'), projectLimits.redirectDelayMs);
            }}
            onCancel={() => void navigate('/projects')}
          />
        </Card>
      </Stack>
    </Container>
  );
}

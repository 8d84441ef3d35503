import { Card, Container, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { JobForm } from '../components/JobForm';

/** `/emplois/new` (002 §2): 'Nouvelle offre d'emploi'; back to `/emplois` once published. */
export function NewJobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('jobOffers.form.newTitle'));
  return (
    <Container size="md" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs
          items={[
            { label: t('jobOffers.breadcrumb'), to: '/emplois' },
            { label: t('jobOffers.form.newTitle') },
          ]}
        />
        <Title order={1}>{t('jobOffers.form.newTitle')}</Title>
        <Card withBorder radius="md" padding="lg">
          <JobForm
            onSaved={() => {
              notify({ color: 'teal', message: t('jobOffers.form.created') });
              void navigate('/emplois');
            }}
            onCancel={() => void navigate('/emplois')}
          />
        </Card>
      </Stack>
    </Container>
  );
}

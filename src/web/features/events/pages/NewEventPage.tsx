import { Card, Container, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { eventPath } from '../../../../common/contracts/events';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { EventForm } from '../components/EventForm';

/** `/events/new` (002 §2): the creation form; 'Événement créé !' then the new event's page. */
export function NewEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('events.form.newTitle'));
  return (
    <Container size="md" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs
          items={[{ label: t('events.breadcrumb'), to: '/events' }, { label: t('events.form.newTitle') }]}
        />
        <Title order={1}>{t('events.form.newTitle')}</Title>
        <Card withBorder radius="md" padding="lg">
          <EventForm
            onSaved={(event) => {
              notify({ color: 'teal', message: t('events.form.created') });
              void navigate(eventPath(event.id));
            }}
            onCancel={() => void navigate('/events')}
          />
        </Card>
      </Stack>
    </Container>
  );
}

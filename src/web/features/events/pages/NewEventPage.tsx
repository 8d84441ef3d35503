import { useNavigate } from 'react-router';
import { eventPath } from '../../../../common/contracts/events';
import { FormPage } from '../../../components/PageFrame';
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
    <FormPage parents={[{ label: t('events.breadcrumb'), to: '/events' }]} title={t('events.form.newTitle')}>
      <EventForm
        onSaved={(event) => {
          notify({ color: 'teal', message: t('events.form.created') });
          void navigate(eventPath(event.id));
        }}
        onCancel={() => void navigate('/events')}
      />
    </FormPage>
  );
}

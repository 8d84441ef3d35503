import { useNavigate, useParams } from 'react-router';
import { eventPath } from '../../../../common/contracts/events';
import { FormFailure } from '../../../components/FormFailure';
import { FormPage } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useEvent } from '../api/get-event';
import { EventForm } from '../components/EventForm';
import { EventReadFailure } from '../components/EventMissing';

/** `/events/{id}/edit` (002 §2): the creator's (or a moderator's) form; others read the refusal. */
export function EditEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const event = useEvent(id);
  usePageTitle(t('events.form.editTitle'));

  if (event.isPending) {
    return <PageLoader label={t('events.loading')} />;
  }
  if (event.isError) {
    return <EventReadFailure error={event.error} />;
  }
  const data = event.data;
  return (
    <FormPage
      parents={[
        { label: t('events.breadcrumb'), to: '/events' },
        { label: data.title, to: eventPath(data.id) },
      ]}
      title={t('events.form.editTitle')}
      refusal={data.canEdit ? undefined : <FormFailure message={t('errors.event_forbidden')} />}
    >
      <EventForm
        event={data}
        onSaved={(saved) => {
          notify({ color: 'teal', message: t('events.form.updated') });
          void navigate(eventPath(saved.id));
        }}
        onCancel={() => void navigate(eventPath(data.id))}
      />
    </FormPage>
  );
}

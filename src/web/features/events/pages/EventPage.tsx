import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCoin,
  IconLanguage,
  IconMail,
  IconMapPin,
  IconPhone,
  IconUser,
  IconVideo,
  IconWorld,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { EventDetail } from '../../../../common/contracts/events';
import { ConfirmMutationDialog } from '../../../components/ConfirmMutationDialog';
import detail from '../../../components/DetailLayout.module.css';
import { ExternalLink } from '../../../components/ExternalLink';
import { DeleteItemButton, EditItemButton } from '../../../components/ItemButtons';
import { PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { imageSizes, responsiveImage } from '../../../lib/responsive-image';
import { profilePaths } from '../../profiles';
import { useEvent } from '../api/get-event';
import { useDeleteEvent } from '../api/save-event';
import { EventBadges } from '../components/EventBadges';
import { EventComments } from '../components/EventComments';
import { EventReadFailure } from '../components/EventMissing';
import { ParticipantsBlock } from '../components/ParticipantsBlock';
import { RegistrationPanel } from '../components/RegistrationPanel';
import { eventWhen } from '../utils/when';
import classes from './EventPage.module.css';

/** `/events/{id}` (002 §2): the event, its registration, participants and comments. */
export function EventPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const event = useEvent(id);
  usePageTitle(event.data?.title ?? t('events.title'));

  if (event.isPending) {
    return <PageLoader label={t('events.loading')} />;
  }
  if (event.isError) {
    return <EventReadFailure error={event.error} />;
  }
  return <EventView event={event.data} />;
}

function EventView({ event }: { event: EventDetail }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const remove = useDeleteEvent(event.id);
  const address = [
    event.adresse,
    [event.codePostal, event.place?.ville].filter(Boolean).join(' '),
    event.place?.pays,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <PageFrame
      size="lg"
      crumbs={[{ label: t('events.breadcrumb'), to: '/events' }, { label: event.title }]}
      outside={
        <ConfirmMutationDialog
          opened={isConfirming}
          title={t('events.detail.deleteConfirm')}
          message={t('events.detail.deleteBody')}
          detail={event.title}
          confirmLabel={t('events.detail.delete')}
          mutation={remove}
          run={(then) => remove.mutate(undefined, then)}
          done={t('events.detail.deleted')}
          onDone={() => void navigate('/events')}
          onClose={() => setConfirming(false)}
        />
      }
    >
      {event.coverImageUrl && (
        <img {...responsiveImage(event.coverImageUrl, imageSizes.cover)} alt="" className={classes.cover} />
      )}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap="xs" miw={0} flex="1 1 320px">
          <EventBadges event={event} />
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Title>
          {event.creator && (
            <Text size="sm" c="dimmed">
              {t('events.detail.createdBy', { name: '' })}
              <Anchor component={Link} to={profilePaths.member(event.creator.id)} size="sm">
                {event.creator.fullName}
              </Anchor>
            </Text>
          )}
        </Stack>
        {event.canEdit && (
          <Group gap="xs">
            <EditItemButton to={`/events/${event.id}/edit`} label={t('events.detail.edit')} />
            <DeleteItemButton label={t('events.detail.delete')} onClick={() => setConfirming(true)} />
          </Group>
        )}
      </Group>

      <div className={`${detail.layout} ${classes.layout}`}>
        <Stack gap="lg" miw={0}>
          <Paper withBorder radius="lg" p="md">
            <dl className={classes.facts}>
              <dt>
                <IconCalendarEvent size={16} stroke={1.8} aria-hidden />
                {t('events.detail.when')}
              </dt>
              <dd>{eventWhen(event.startDate, event.endDate, language)}</dd>
              {event.type !== 'en_ligne' && (
                <>
                  <dt>
                    <IconMapPin size={16} stroke={1.8} aria-hidden />
                    {t('events.detail.where')}
                  </dt>
                  <dd>{address || event.location}</dd>
                </>
              )}
              {event.onlineUrl && (
                <>
                  <dt>
                    <IconVideo size={16} stroke={1.8} aria-hidden />
                    {t('events.types.en_ligne')}
                  </dt>
                  <dd>
                    <ExternalLink href={event.onlineUrl} inherit>
                      {t('events.detail.online')}
                    </ExternalLink>
                  </dd>
                </>
              )}
              {event.price && (
                <>
                  <dt>
                    <IconCoin size={16} stroke={1.8} aria-hidden />
                    {t('events.detail.price')}
                  </dt>
                  <dd>{event.price}</dd>
                </>
              )}
              {event.language && (
                <>
                  <dt>
                    <IconLanguage size={16} stroke={1.8} aria-hidden />
                    {t('events.detail.language')}
                  </dt>
                  <dd>{event.language}</dd>
                </>
              )}
              {event.organizer && (
                <>
                  <dt>
                    <IconUser size={16} stroke={1.8} aria-hidden />
                    {t('events.detail.organizer')}
                  </dt>
                  <dd>{event.organizer}</dd>
                </>
              )}
              {event.organizerEmail && (
                <>
                  <dt>
                    <IconMail size={16} stroke={1.8} aria-hidden />
                    {t('events.form.organizerEmail')}
                  </dt>
                  <dd>
                    <Anchor href={`mailto:${event.organizerEmail}`}>{event.organizerEmail}</Anchor>
                  </dd>
                </>
              )}
              {event.organizerPhone && (
                <>
                  <dt>
                    <IconPhone size={16} stroke={1.8} aria-hidden />
                    {t('events.form.organizerPhone')}
                  </dt>
                  <dd>{event.organizerPhone}</dd>
                </>
              )}
              {event.website && (
                <>
                  <dt>
                    <IconWorld size={16} stroke={1.8} aria-hidden />
                    {t('events.detail.website')}
                  </dt>
                  <dd>
                    <ExternalLink href={event.website} inherit>
                      {event.website}
                    </ExternalLink>
                  </dd>
                </>
              )}
            </dl>
          </Paper>
          {event.description && (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('events.detail.description')}
              </Title>
              <Text className={classes.text}>{event.description}</Text>
            </Stack>
          )}
          {event.accessibility && (
            <Stack gap="xs">
              <Title order={2} size="h5">
                {t('events.detail.accessibility')}
              </Title>
              <Text size="sm" className={classes.text}>
                {event.accessibility}
              </Text>
            </Stack>
          )}
          {event.cancellationPolicy && (
            <Stack gap="xs">
              <Title order={2} size="h5">
                {t('events.detail.cancellationPolicy')}
              </Title>
              <Text size="sm" className={classes.text}>
                {event.cancellationPolicy}
              </Text>
            </Stack>
          )}
          {event.tags.length > 0 && (
            <Group gap={6} aria-label={t('events.detail.tags')}>
              {event.tags.map((tag) => (
                <Badge key={tag} variant="dot" color="sankofa" radius="sm">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
          <EventComments eventId={event.id} />
        </Stack>
        <Stack gap="lg" className={classes.side}>
          <RegistrationPanel event={event} />
          <ParticipantsBlock event={event} />
        </Stack>
      </div>
    </PageFrame>
  );
}

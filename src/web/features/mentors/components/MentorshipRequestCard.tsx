import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MentorshipRequest, MentorshipStatus } from '../../../../common/contracts/mentors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { errorMessageKey } from '../../../lib/api-client';
import { timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { profilePaths } from '../../profiles';
import { type RequestAction, useRequestAction } from '../api/requests';
import { ReviewForm } from './ReviewForm';
import { Stars } from './Stars';

export type Side = 'mentor' | 'mentee';

const statusColor: Record<MentorshipStatus, string> = {
  pending: 'yellow',
  accepted: 'teal',
  declined: 'red',
  cancelled: 'gray',
  ended: 'gray',
};

const doneKey: Record<RequestAction, string> = {
  accept: 'mentors.requests.done.accepted',
  decline: 'mentors.requests.done.declined',
  cancel: 'mentors.requests.done.cancelled',
  end: 'mentors.requests.done.ended',
};

/** One request in 'Mes demandes': the other side, the message, the review, and the steps left. */
export function MentorshipRequestCard({ request, side }: { request: MentorshipRequest; side: Side }) {
  const { t, language } = useTranslation();
  const action = useRequestAction();
  const [isEnding, setEnding] = useState(false);
  const [isReviewing, setReviewing] = useState(false);
  const other = side === 'mentor' ? request.mentee : request.mentor;
  const name = other?.fullName ?? t('mentors.reviews.formerMember');

  const run = (kind: RequestAction) =>
    action.mutate(
      { id: request.id, action: kind },
      {
        onSuccess: () => {
          setEnding(false);
          notify({ color: 'teal', message: t(doneKey[kind]) });
        },
        onError: (error) => {
          if (kind !== 'end') notify({ color: 'red', message: t(errorMessageKey(error)) });
        },
      },
    );

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ProfileAvatar src={other?.avatarUrl ?? null} name={other?.fullName ?? null} size={44} />
            <Stack gap={0} miw={0}>
              <Text size="sm" c="dimmed">
                {side === 'mentor' ? t('mentors.requests.from') : t('mentors.requests.to')}{' '}
                {other ? (
                  <Anchor component={Link} to={profilePaths.member(other.id)} fw={600} size="sm">
                    {name}
                  </Anchor>
                ) : (
                  name
                )}
              </Text>
              {other?.title && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {other.title}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t('mentors.requests.sentOn', { when: timeAgo(request.createdAt, language) })}
              </Text>
            </Stack>
          </Group>
          <Badge color={statusColor[request.status]} variant="light" c="dark.7" tt="none">
            {t(`mentors.requests.status.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {request.message}
        </Text>
        {request.review && (
          <Stack gap={4}>
            <Text size="xs" fw={700} c="dimmed">
              {t('mentors.review.yours')}
            </Text>
            <Stars
              value={request.review.rating}
              size="sm"
              label={t('mentors.reviews.stars', { rating: request.review.rating })}
            />
            <Text size="sm">{request.review.text}</Text>
          </Stack>
        )}
        <Group gap="xs">
          {side === 'mentor' && request.status === 'pending' && (
            <>
              <Button
                size="xs"
                onClick={() => run('accept')}
                loading={action.isPending && action.variables?.action === 'accept'}
              >
                {t('mentors.requests.accept')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => run('decline')}
                loading={action.isPending && action.variables?.action === 'decline'}
              >
                {t('mentors.requests.decline')}
              </Button>
            </>
          )}
          {side === 'mentee' && request.status === 'pending' && (
            <Button size="xs" variant="default" onClick={() => run('cancel')} loading={action.isPending}>
              {t('mentors.requests.cancel')}
            </Button>
          )}
          {request.status === 'accepted' && other && (
            <>
              <Button
                size="xs"
                component={Link}
                to={`/messages?to=${other.id}`}
                leftSection={<IconMessage size={14} aria-hidden />}
              >
                {t('mentors.requests.write')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => setEnding(true)}>
                {t('mentors.requests.end')}
              </Button>
            </>
          )}
          {request.canReview && !isReviewing && (
            <Button size="xs" variant="light" onClick={() => setReviewing(true)}>
              {t('mentors.review.open')}
            </Button>
          )}
        </Group>
        {request.canReview && isReviewing && (
          <ReviewForm requestId={request.id} onDone={() => setReviewing(false)} />
        )}
      </Stack>
      <ConfirmDialog
        opened={isEnding}
        title={t('mentors.requests.endTitle')}
        message={t('mentors.requests.endBody')}
        detail={name}
        confirmLabel={t('mentors.requests.end')}
        isPending={action.isPending}
        error={action.error && action.variables?.action === 'end' ? t(errorMessageKey(action.error)) : null}
        onConfirm={() => run('end')}
        onClose={() => setEnding(false)}
      />
    </Card>
  );
}

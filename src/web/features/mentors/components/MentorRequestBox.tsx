import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconMessage, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MentorDetail } from '../../../../common/contracts/mentors';
import { Note } from '../../../components/Note';
import { Notice } from '../../../components/Notice';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../../auth';
import { MentorshipRequestForm } from './MentorshipRequestForm';

/**
 * The request box of `/mentors/{id}` (002 §2), `#demande`. What the viewer may do: sign in, follow their
 * request, edit their own page, or ask.
 */
export function MentorRequestBox({ mentor }: { mentor: MentorDetail }) {
  const { t } = useTranslation();
  const session = useSession();
  const authDialog = useAuthDialog();
  const isMember = Boolean(session.data?.user);
  // The form goes once the request is pending: its success text stays above what replaces it.
  const [isJustSent, setJustSent] = useState(false);

  let content: React.ReactNode;
  if (!isMember) {
    content = (
      <Stack gap="sm">
        <Notice tone="caution" icon={<IconLock size={18} aria-hidden />}>
          {t('mentors.signInToRequest')}
        </Notice>
        <Button onClick={() => authDialog.open('login', { redirect: `/mentors/${mentor.id}` })}>
          {t('mentors.signIn')}
        </Button>
      </Stack>
    );
  } else if (mentor.isSelf) {
    content = (
      <Stack gap="sm">
        <Text size="sm">{t('mentors.detail.self')}</Text>
        <Button
          component={Link}
          to="/mentors/become"
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('mentors.detail.edit')}
        </Button>
        <Button component={Link} to="/mentors/demandes" variant="subtle">
          {t('mentors.myRequests')}
        </Button>
      </Stack>
    );
  } else if (mentor.viewerRequest) {
    const accepted = mentor.viewerRequest.status === 'accepted';
    content = (
      <Stack gap="sm">
        {isJustSent && (
          <Text size="sm" c="teal.9" fw={600} role="status">
            {t('mentors.form.success')}
          </Text>
        )}
        <Text size="sm" c={accepted ? 'teal.9' : undefined}>
          {t(accepted ? 'mentors.detail.accepted' : 'mentors.detail.pending')}
        </Text>
        {accepted && (
          <Button
            component={Link}
            to={`/messages?to=${mentor.profile.id}`}
            leftSection={<IconMessage size={16} aria-hidden />}
          >
            {t('mentors.detail.write')}
          </Button>
        )}
        <Button component={Link} to="/mentors/demandes?as=mentee" variant="default">
          {t('mentors.detail.followUp')}
        </Button>
      </Stack>
    );
  } else if (!mentor.available) {
    content = <Note>{t('mentors.detail.unavailable')}</Note>;
  } else {
    content = <MentorshipRequestForm mentorId={mentor.id} onSent={() => setJustSent(true)} />;
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id="demande"
      component="section"
      aria-labelledby="mentor-request"
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id="mentor-request">
          {t('mentors.form.title')}
        </Title>
        {content}
      </Stack>
    </Card>
  );
}

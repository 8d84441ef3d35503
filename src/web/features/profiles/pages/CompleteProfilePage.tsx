import { Button, Container, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconClockPause, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { FormFailure } from '../../../components/FormFailure';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useSiteName } from '../../../lib/public-settings';
import { useSession } from '../../../lib/session';
import { useMyProfile } from '../api/get-my-profile';
import { Loading } from '../components/Loading';
import { SectionChecklist } from '../components/SectionChecklist';
import { WelcomeCard } from '../components/WelcomeCard';
import { profilePaths } from '../paths';

/**
 * `/profile/complete` (000 §2.7): where confirmation and magic links land. The four sections with their
 * state, each leading to its editor; 'Terminer plus tard' goes to the profile. Behind RequireAuth.
 */
export function CompleteProfilePage() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const profile = useMyProfile();
  useDocumentTitle(t('profiles.completion.documentTitle', { site: useSiteName() }));
  if (!user) return null;

  const isComplete = profile.data?.isComplete ?? false;
  return (
    <Container size="md" w="100%" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Breadcrumbs items={[{ label: t('profiles.completion.breadcrumb') }]} />
        <WelcomeCard fullName={profile.data?.fullName ?? user.fullName} email={user.email} />
        {profile.isPending ? (
          <Loading />
        ) : profile.isError ? (
          <FormFailure message={t(errorMessageKey(profile.error))} />
        ) : (
          <SectionChecklist sections={profile.data.sections} />
        )}
        <Group justify="flex-end" gap="sm">
          {isComplete ? (
            <Button
              component={Link}
              to={profilePaths.own}
              leftSection={<IconUser size={16} stroke={1.8} aria-hidden />}
            >
              {t('profiles.checklist.viewProfile')}
            </Button>
          ) : (
            <Button
              component={Link}
              to={profilePaths.own}
              variant="default"
              leftSection={<IconClockPause size={16} stroke={1.8} aria-hidden />}
            >
              {t('profiles.checklist.finishLater')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

import { Container, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useSession } from '../../features/auth/api/get-session';
import { ProfileCompletion } from '../../features/profiles/components/ProfileCompletion';
import { WelcomeCard } from '../../features/profiles/components/WelcomeCard';
import { useSiteName } from '../../lib/public-settings';

/** `/profile/complete` (000 §2.7): where confirmation and magic links land. Behind RequireAuth. */
export function Component() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  useDocumentTitle(t('profiles.completion.documentTitle', { site: useSiteName() }));
  if (!user) return null;

  return (
    <Container size="md" w="100%" py={{ base: 32, md: 56 }}>
      <Stack gap="xl">
        <Breadcrumbs items={[{ label: t('profiles.completion.breadcrumb') }]} />
        <WelcomeCard fullName={user.fullName} email={user.email} />
        <ProfileCompletion isComplete={user.isComplete} />
      </Stack>
    </Container>
  );
}

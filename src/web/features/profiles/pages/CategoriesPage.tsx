import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useMyProfile } from '../api/get-my-profile';
import { CategoriesForm } from '../components/CategoriesForm';
import { FormError } from '../components/FormError';
import { Loading } from '../components/Loading';
import { profilePaths } from '../paths';

/** `/profile/categories` (000 §2.1): the full-page category picker, 7 at most. Behind RequireAuth. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useMyProfile();
  usePageTitle(t('profiles.categories.title'));

  const handleSaved = () => {
    notify({ color: 'teal', message: t('profiles.categories.saved') });
    navigate(profilePaths.own);
  };

  return (
    <Container size="md" w="100%" py={{ base: 32, md: 48 }}>
      <Stack gap="lg">
        <Breadcrumbs
          items={[
            { label: t('profiles.page.myProfile'), to: profilePaths.own },
            { label: t('profiles.categories.title') },
          ]}
        />
        <div>
          <Title order={1} fz="h2">
            {t('profiles.categories.title')}
          </Title>
          <Text c="dimmed" mt={6}>
            {t('profiles.categories.intro')}
          </Text>
        </div>
        <Card withBorder padding="xl" radius="lg">
          {profile.isPending ? (
            <Loading />
          ) : profile.isError ? (
            <FormError message={t(errorMessageKey(profile.error))} />
          ) : (
            <CategoriesForm
              profile={profile.data}
              mode="picker"
              onSaved={handleSaved}
              onCancel={() => navigate(profilePaths.own)}
            />
          )}
        </Card>
      </Stack>
    </Container>
  );
}

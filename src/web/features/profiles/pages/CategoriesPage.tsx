import { Container, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { PageHeading } from '../../../components/PageHeading';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { CategoriesForm } from '../components/CategoriesForm';
import { MyProfileCard } from '../components/MyProfileCard';
import { profilePaths } from '../paths';

/** `/profile/categories` (000 §2.1): the full-page category picker, 7 at most. Behind RequireAuth. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        <PageHeading title={t('profiles.categories.title')} intro={t('profiles.categories.intro')} />
        <MyProfileCard>
          {(profile) => (
            <CategoriesForm
              profile={profile}
              mode="picker"
              onSaved={handleSaved}
              onCancel={() => navigate(profilePaths.own)}
            />
          )}
        </MyProfileCard>
      </Stack>
    </Container>
  );
}

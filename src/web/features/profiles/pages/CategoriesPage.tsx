import { useNavigate } from 'react-router';
import { HeadedPage } from '../../../components/HeadedPage';
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
    <HeadedPage
      size="md"
      parents={[{ label: t('profiles.page.myProfile'), to: profilePaths.own }]}
      title={t('profiles.categories.title')}
      intro={t('profiles.categories.intro')}
    >
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
    </HeadedPage>
  );
}

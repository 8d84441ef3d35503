import { Button } from '@mantine/core';
import { IconArrowLeft, IconListCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ProfileSection, type ProfileView } from '../../../../common/contracts/profiles';
import { HeadedPage } from '../../../components/HeadedPage';
import { StateIcon, StateScreen } from '../../../components/StateScreen';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { BioForm } from '../components/BioForm';
import { CategoriesForm } from '../components/CategoriesForm';
import { MyProfileCard } from '../components/MyProfileCard';
import { PersonalForm } from '../components/PersonalForm';
import { ProfessionalForm } from '../components/ProfessionalForm';
import { profilePaths } from '../paths';

/** Any section but the four: 'Section non trouvée' (000 §2.7), with the way back to the checklist. */
function SectionNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('profiles.edit.notFound'));
  return (
    <StateScreen
      icon={<StateIcon icon={IconListCheck} color="ochre" />}
      title={t('profiles.edit.notFound')}
      body={t('profiles.edit.notFoundBody')}
      action={
        <Button component={Link} to={profilePaths.complete}>
          {t('profiles.edit.backToChecklist')}
        </Button>
      }
    />
  );
}

function SectionEditor({ section, profile }: { section: ProfileSection; profile: ProfileView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleSaved = () => {
    notify({ color: 'teal', message: t('profiles.edit.saved') });
    // 000 §2.7: saving a section returns to the checklist.
    navigate(profilePaths.complete);
  };
  const handleCancel = () => navigate(profilePaths.complete);
  const props = { profile, onSaved: handleSaved, onCancel: handleCancel };
  switch (section) {
    case 'personal':
      return <PersonalForm {...props} />;
    case 'professional':
      return <ProfessionalForm {...props} />;
    case 'bio':
      return <BioForm {...props} />;
    case 'categories':
      return <CategoriesForm {...props} mode="section" />;
  }
}

/** `/profile/edit/:section` (000 §2.7): one section of the checklist. Behind RequireAuth. */
export function EditSectionPage() {
  const { t } = useTranslation();
  const parsed = ProfileSection.safeParse(useParams().section);
  const title = parsed.success ? t(`profiles.sections.${parsed.data}.title`) : '';
  usePageTitle(parsed.success ? title : undefined);

  if (!parsed.success) return <SectionNotFound />;

  return (
    <HeadedPage
      size="sm"
      parents={[{ label: t('profiles.completion.breadcrumb'), to: profilePaths.complete }]}
      title={title}
      intro={t(`profiles.sections.${parsed.data}.description`)}
    >
      <MyProfileCard>
        {(profile) => <SectionEditor key={parsed.data} section={parsed.data} profile={profile} />}
      </MyProfileCard>
      <Button
        component={Link}
        to={profilePaths.complete}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} stroke={1.8} aria-hidden />}
        w="fit-content"
      >
        {t('profiles.edit.backToChecklist')}
      </Button>
    </HeadedPage>
  );
}

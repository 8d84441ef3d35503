import { IconSchool } from '@tabler/icons-react';
import { lazyPart } from '../../../components/overlays/lazy-part';
import { useTranslation } from '../../../lib/i18n';
import { DatedItemSection } from './DatedItemSection';

// The form (and @mantine/form) loads when the owner opens it, not with the profile (DESIGN §6).
const loadEducationForm = () => import('./EducationForm');
const EducationForm = lazyPart(loadEducationForm, 'EducationForm');

/** The profile's education, newest first; the owner adds, edits and deletes entries (000 §5). */
export function EducationSection({ profileId, isOwner }: { profileId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  return (
    <DatedItemSection
      profileId={profileId}
      isOwner={isOwner}
      kind="education"
      icon={<IconSchool size={20} stroke={1.7} />}
      Form={EducationForm}
      loadForm={loadEducationForm}
      describe={(item) => ({
        title: item.degree,
        subtitle: `${item.fieldOfStudy} · ${item.institution}`,
        name: t('profiles.education.itemName', { degree: item.degree, institution: item.institution }),
      })}
    />
  );
}

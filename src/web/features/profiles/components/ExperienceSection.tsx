import { IconBriefcase } from '@tabler/icons-react';
import { lazyPart } from '../../../components/overlays/lazy-part';
import { useTranslation } from '../../../lib/i18n';
import { DatedItemSection } from './DatedItemSection';

// The form (and @mantine/form) loads when the owner opens it, not with the profile (DESIGN §6).
const loadExperienceForm = () => import('./ExperienceForm');
const ExperienceForm = lazyPart(loadExperienceForm, 'ExperienceForm');

/** The profile's experiences, newest first; the owner adds, edits and deletes them (000 §5). */
export function ExperienceSection({ profileId, isOwner }: { profileId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  return (
    <DatedItemSection
      profileId={profileId}
      isOwner={isOwner}
      kind="experiences"
      icon={<IconBriefcase size={20} stroke={1.7} />}
      Form={ExperienceForm}
      loadForm={loadExperienceForm}
      describe={(item) => ({
        title: item.role,
        subtitle: item.companyName,
        name: t('profiles.experiences.itemName', { role: item.role, company: item.companyName }),
      })}
    />
  );
}

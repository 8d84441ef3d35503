import { Container, Grid, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { isProfileId, type ProfileView } from '../../../../common/contracts/profiles';
import { displayName } from '../../../../common/format';
import { limits } from '../../../../common/limits';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { lazyPart } from '../../../components/overlays/lazy-part';
import { useFirstOpen } from '../../../components/overlays/use-first-open';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useNoindex, usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ConnectionButton } from '../../connections';
import { MessageMemberButton } from '../../messages';
import { ProfilePrivacyMenu } from '../../privacy';
import { useMyProfile } from '../api/get-my-profile';
import { useProfile } from '../api/get-profile';
import { AboutSection } from '../components/AboutSection';
import { CategoriesCard } from '../components/CategoriesCard';
import { CompletionCard } from '../components/CompletionCard';
import { EducationSection } from '../components/EducationSection';
import { ExperienceSection } from '../components/ExperienceSection';
import { Loading } from '../components/Loading';
import { PortfolioSection } from '../components/PortfolioSection';
import { SimilarProfiles, SuggestedProfiles } from '../components/ProfileCards';
import { ProfileHeader } from '../components/ProfileHeader';
import {
  CompleteProfilePrompt,
  InvalidProfileIdScreen,
  ProfileErrorScreen,
  ProfileNotFoundScreen,
} from '../components/ProfileStates';
import { RecropScreen } from '../components/RecropScreen';
import { SkillsSection } from '../components/SkillsSection';

// The edit mode's form (autocomplete, status list, text assistant) loads when the owner asks for it.
const loadDetailsForm = () => import('../components/ProfileDetailsForm');
const ProfileDetailsForm = lazyPart(loadDetailsForm, 'ProfileDetailsForm');

// 'Envoyer un email' loads its dialog on first use.
const ContactDialog = lazyPart(() => import('../components/ContactDialog'), 'ContactDialog');

/** What a username may look like (000 §5 "Username"): anything else in the URL is a bad id. */
const usernamePattern = new RegExp(`^[A-Za-z0-9_-]{${limits.usernameMin},${limits.usernameMax}}$`);

/** The page once the profile is there: view, or the owner's edit mode. */
function ProfileContent({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  const contact = useFirstOpen();
  // Visitors see the public profile without the connect button (its state needs a member).
  const isMember = Boolean(useSession().data?.user);
  const name = displayName(profile);
  usePageTitle(name);
  useNoindex(profile.noindex);

  // 000 §2.7: until a new picture is saved, the owner sees only the recrop screen.
  if (profile.isOwner && profile.avatarNeedsRecrop) return <RecropScreen profile={profile} />;

  const trail = profile.isOwner
    ? [{ label: t('profiles.page.myProfile') }]
    : [{ label: t('profiles.page.breadcrumb') }, { label: name }];

  return (
    <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={trail} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ProfileHeader
                profile={profile}
                onEdit={profile.isOwner ? () => setEditing(true) : undefined}
                onEditIntent={() => void loadDetailsForm()}
                onContact={profile.isOwner ? undefined : contact.open}
                onContactIntent={() => void ContactDialog.load()}
                connectAction={
                  isMember && !profile.isOwner ? (
                    <>
                      <ConnectionButton profileId={profile.id} name={name} />
                      <MessageMemberButton profileId={profile.id} name={name} />
                      <ProfilePrivacyMenu profileId={profile.id} name={name} />
                    </>
                  ) : undefined
                }
                editForm={
                  profile.isOwner && isEditing ? (
                    <Suspense fallback={<Loading py="md" />}>
                      <ProfileDetailsForm profile={profile} onDone={() => setEditing(false)} />
                    </Suspense>
                  ) : undefined
                }
              />
              <AboutSection bio={profile.bio} isOwner={profile.isOwner} />
              <CategoriesCard categories={profile.categories} isOwner={profile.isOwner} />
              <ExperienceSection profileId={profile.id} isOwner={profile.isOwner} />
              <EducationSection profileId={profile.id} isOwner={profile.isOwner} />
              <SkillsSection profileId={profile.id} isOwner={profile.isOwner} />
              <PortfolioSection profileId={profile.id} isOwner={profile.isOwner} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              {profile.isOwner ? (
                <>
                  <CompletionCard completion={profile.completion} />
                  <SuggestedProfiles />
                </>
              ) : (
                <SimilarProfiles profileId={profile.id} />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      {!profile.isOwner && contact.isMounted && (
        <Suspense fallback={null}>
          <ContactDialog opened={contact.isOpen} onClose={contact.close} profileId={profile.id} name={name} />
        </Suspense>
      )}
    </Container>
  );
}

/** Loading, the error states of 000 §8, then the page. */
function ProfileQueryView({ query, isOwn }: { query: UseQueryResult<ProfileView>; isOwn: boolean }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading py={80} />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.code === 'not_found')
      return isOwn ? <CompleteProfilePrompt /> : <ProfileNotFoundScreen />;
    if (isApiError(error) && error.code === 'invalid_profile_id') return <InvalidProfileIdScreen />;
    return <ProfileErrorScreen message={t(errorMessageKey(error))} />;
  }
  return <ProfileContent key={query.data.id} profile={query.data} />;
}

/** `/profile`: one's own profile (behind RequireAuth). */
export function OwnProfilePage() {
  return <ProfileQueryView query={useMyProfile()} isOwn />;
}

/** `/profile/:profileId`: any member's profile, public; a UUID, or a username (000 §2.1). */
export function MemberProfilePage() {
  const ref = useParams().profileId ?? '';
  const isWellFormed = isProfileId(ref) || usernamePattern.test(ref);
  const query = useProfile(ref, { enabled: isWellFormed });
  if (!isWellFormed) return <InvalidProfileIdScreen />;
  // A username that names nobody is a bad id too: it is neither a UUID nor a member.
  if (!isProfileId(ref) && query.isError && isApiError(query.error) && query.error.code === 'not_found')
    return <InvalidProfileIdScreen />;
  return <ProfileQueryView query={query} isOwn={false} />;
}

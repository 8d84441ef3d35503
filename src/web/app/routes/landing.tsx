import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useAuthDialog } from '../../features/auth/hooks/use-auth-dialog';
import { LandingCallToAction } from '../../features/pages/components/LandingCallToAction';
import { LandingClaims } from '../../features/pages/components/LandingClaims';
import { LandingFeatures } from '../../features/pages/components/LandingFeatures';
import { LandingHero } from '../../features/pages/components/LandingHero';
import { useFeaturedProfiles } from '../../features/profiles/api/get-featured-profiles';
import { useTranslation } from '../../lib/i18n';
import { usePublicSettings, useSiteName } from '../../lib/public-settings';
import { loadMantine } from '../mantine/gate';
import { areaPath } from '../nav';
import { preloadLoginDialog } from '../preload-login';

// Below the fold, and only when admins feature someone: its code (and Mantine's) loads once there are
// members to show.
const FeaturedMembers = lazy(async () => {
  const [{ FeaturedMembers: Members }] = await Promise.all([
    import('../../features/profiles/components/FeaturedMembers'),
    loadMantine(),
  ]);
  return { default: Members };
});

const featureLinks = {
  network: areaPath('network'),
  mentoring: areaPath('mentors'),
  projects: areaPath('projects'),
};

const profilesPath = areaPath('profiles');
const profilePath = profilesPath ? (id: string) => `${profilesPath}/${id}` : undefined;

/** `/` for visitors (000 §2.5); members never see it (VisitorOnly). */
export function Component() {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  const siteName = useSiteName();
  const assets = usePublicSettings().data?.assets;
  const featured = useFeaturedProfiles().data?.items ?? [];
  useDocumentTitle(t('landing.documentTitle', { site: siteName }));

  const actions = {
    onSignUp: () => authDialog.open('signup'),
    onLogin: () => authDialog.open('login'),
    onIntent: preloadLoginDialog,
  };

  return (
    <>
      <LandingHero
        {...actions}
        heroImage={assets?.heroMain}
        // The illustration sits on the dark hero: the white square logo first, if there is one.
        squareLogo={assets?.squareLogoWhite ?? assets?.squareLogo}
      />
      <LandingClaims />
      <LandingFeatures links={featureLinks} />
      {featured.length > 0 && (
        <Suspense fallback={null}>
          <FeaturedMembers members={featured} profilePath={profilePath} />
        </Suspense>
      )}
      <LandingCallToAction {...actions} />
    </>
  );
}

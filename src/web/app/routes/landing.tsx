import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { preloadAuthDialog } from '../../features/auth/components/AuthDialogHost';
import { useAuthDialog } from '../../features/auth/hooks/use-auth-dialog';
import { LandingCallToAction } from '../../features/pages/components/LandingCallToAction';
import { LandingClaims } from '../../features/pages/components/LandingClaims';
import { LandingFeatures } from '../../features/pages/components/LandingFeatures';
import { LandingHero } from '../../features/pages/components/LandingHero';

/** `/` for visitors (000 §2.5); members never see it (VisitorOnly). */
export function Component() {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  useDocumentTitle(t('landing.documentTitle', { site: t('app.name') }));

  const actions = {
    onSignUp: () => authDialog.open('signup'),
    onLogin: () => authDialog.open('login'),
    onIntent: preloadAuthDialog,
  };

  return (
    <>
      <LandingHero {...actions} />
      <LandingClaims />
      <LandingFeatures />
      <LandingCallToAction {...actions} />
    </>
  );
}

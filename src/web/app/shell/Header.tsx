import { IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/LogoMark';
import primitives from '../../components/primitives.module.css';
import { ShellButton } from '../../components/ShellButton';
import { useAuthDialog } from '../../features/auth/hooks/use-auth-dialog';
import { loadNamespaces, useTranslation } from '../../lib/i18n';
import { intentHandlers } from '../../lib/intent';
import { usePublicSettings, useSiteName } from '../../lib/public-settings';
import { useSession } from '../../lib/session';
import { areasByKey } from '../areas';
import { loadMantine } from '../mantine/gate';
import { desktopNav, mobileNav } from '../nav';
import { memberHome } from '../paths';
import { preloadLoginDialog } from '../preload-login';
import classes from './Header.module.css';
import { DesktopNav, MobileNav } from './HeaderNav';
import { HeaderSearch } from './HeaderSearch';
import { MenuHint, useMenuOnboarding } from './MenuHint';

// Members only: the account menu (floating positioning, sign-out), the bell and the messages button,
// with the texts of the areas they belong to, stay out of the visitors' first load.
const MemberActions = lazy(async () => {
  const [{ MemberActions: Actions }] = await Promise.all([
    import('./MemberActions'),
    loadNamespaces(areasByKey(['notifications', 'messages']).flatMap((area) => area.i18n)),
    loadMantine(),
  ]);
  return { default: Actions };
});

/**
 * Site header (000 §2.3): logo (the uploaded site logo, or the mark and the site name), the area menus,
 * then the login button (visitors) or the bell and the account menu (members), and the burger on small
 * screens.
 */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const authDialog = useAuthDialog();
  const siteName = useSiteName();
  const assets = usePublicSettings().data?.assets;
  const user = session.data?.user;
  // The account menu's first-time hint, below the header in the page's flow, from the first paint.
  const onboarding = useMenuOnboarding(Boolean(user));
  const [menuButton, setMenuButton] = useState<HTMLButtonElement | null>(null);

  return (
    <>
      <header className={classes.header}>
        <div className={`${primitives.containerLg} ${classes.bar}`}>
          <div className={classes.start}>
            <Link
              to={user ? memberHome : '/'}
              className={user ? `${classes.brand} ${classes.memberBrand}` : classes.brand}
              aria-label={t('shell.homeLink', { site: siteName })}
            >
              {assets?.siteLogo ? (
                <img src={assets.siteLogo} alt="" height={40} className={classes.siteLogo} />
              ) : (
                <>
                  {assets?.squareLogo ? (
                    <img
                      src={assets.squareLogo}
                      alt=""
                      width={36}
                      height={36}
                      className={classes.squareLogo}
                    />
                  ) : (
                    <LogoMark size={36} />
                  )}
                  <span className={`${primitives.text} ${classes.name}`}>{siteName}</span>
                </>
              )}
            </Link>
            {desktopNav.length > 0 && <DesktopNav menus={desktopNav} />}
          </div>

          <div className={classes.end}>
            <HeaderSearch />
            {user ? (
              <Suspense fallback={<span className={classes.avatarPlaceholder} aria-hidden />}>
                <MemberActions user={user} onboarding={onboarding} buttonRef={setMenuButton} />
              </Suspense>
            ) : (
              !session.isPending && (
                <ShellButton
                  className={classes.login}
                  leftSection={
                    <IconLogin2 size={18} stroke={1.8} aria-hidden className={classes.loginIcon} />
                  }
                  {...intentHandlers(preloadLoginDialog)}
                  onClick={() => authDialog.open('login')}
                >
                  {t('auth.loginButton')}
                </ShellButton>
              )
            )}
            {mobileNav.length > 0 && <MobileNav menus={mobileNav} />}
          </div>
        </div>
      </header>
      {onboarding.isShown && (
        <MenuHint id={onboarding.hintId} target={menuButton} onDismiss={onboarding.dismiss} />
      )}
    </>
  );
}

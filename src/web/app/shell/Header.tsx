import { IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/LogoMark';
import primitives from '../../components/primitives.module.css';
import { ShellButton } from '../../components/ShellButton';
import { useSession } from '../../features/auth/api/get-session';
import { preloadAuthDialog } from '../../features/auth/components/AuthDialogHost';
import { useAuthDialog } from '../../features/auth/hooks/use-auth-dialog';
import { usePublicSettings, useSiteName } from '../../lib/public-settings';
import { desktopNav, mobileNav } from '../nav';
import { memberHome } from '../paths';
import classes from './Header.module.css';
import { DesktopNav, MobileNav } from './HeaderNav';

// Members only: its menu code (floating positioning, sign-out) stays out of the visitors' first load.
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));
// Members only, like the account menu: the bell, its counts and its panel stay out of the landing.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/NotificationBell').then((module) => ({
    default: module.NotificationBell,
  })),
);

// Members only, like the bell: the messages entry and its unread badge.
const MessagesButton = lazy(() =>
  import('../../features/messages/components/MessagesButton').then((module) => ({
    default: module.MessagesButton,
  })),
);

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

  return (
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
                  <img src={assets.squareLogo} alt="" width={36} height={36} className={classes.squareLogo} />
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
          {user ? (
            <>
              <Suspense fallback={null}>
                <MessagesButton />
              </Suspense>
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
              <Suspense fallback={<span className={classes.avatarPlaceholder} aria-hidden />}>
                <AccountMenu user={user} />
              </Suspense>
            </>
          ) : (
            !session.isPending && (
              <ShellButton
                className={classes.login}
                leftSection={<IconLogin2 size={18} stroke={1.8} aria-hidden className={classes.loginIcon} />}
                onPointerEnter={preloadAuthDialog}
                onFocus={preloadAuthDialog}
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
  );
}

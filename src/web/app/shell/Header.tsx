import { Container, Group, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/LogoMark';
import { ShellButton } from '../../components/ShellButton';
import { useSession } from '../../features/auth/api/get-session';
import { preloadAuthDialog } from '../../features/auth/components/AuthDialogHost';
import { useAuthDialog } from '../../features/auth/hooks/use-auth-dialog';
import { memberHome } from '../paths';
import classes from './Header.module.css';

// Members only: its menu code (floating positioning, sign-out) stays out of the visitors' first load.
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));

/** Site header: logo and name, then the login button (visitors) or the account menu (members). */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const authDialog = useAuthDialog();
  const user = session.data?.user;

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Link
            to={user ? memberHome : '/'}
            className={classes.brand}
            aria-label={t('shell.homeLink', { site: t('app.name') })}
          >
            <LogoMark size={36} />
            <Text component="span" className={classes.name}>
              {t('app.name')}
            </Text>
          </Link>

          {user ? (
            <Suspense fallback={<span className={classes.avatarPlaceholder} aria-hidden />}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            !session.isPending && (
              <ShellButton
                leftSection={<IconLogin2 size={18} stroke={1.8} aria-hidden />}
                onPointerEnter={preloadAuthDialog}
                onFocus={preloadAuthDialog}
                onClick={() => authDialog.open('login')}
              >
                {t('auth.loginButton')}
              </ShellButton>
            )
          )}
        </Group>
      </Container>
    </header>
  );
}

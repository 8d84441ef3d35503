import {
  Anchor,
  AppShell,
  Box,
  Breadcrumbs,
  Burger,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Link, Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { AdminMe } from '../../../../common/contracts/admin';
import { ErrorState } from '../../../components/ErrorState';
import { FormFailure } from '../../../components/FormFailure';
import { LogoMark } from '../../../components/LogoMark';
import { SplashScreen } from '../../../components/SplashScreen';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePublicSettings } from '../../../lib/public-settings';
import { useSession } from '../../../lib/session';
import { useAdminMe } from '../api/get-admin-me';
import { adminBasePath } from '../paths';
import { isAdminRouteHandle } from '../route-handle';
import classes from './AdminLayout.module.css';
import { adminNavItems } from './admin-nav';
import { EnrolFirst } from './EnrolFirst';
import { NoScreen } from './FirstScreenRedirect';

const isRefusal = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403);

/**
 * The admin area's guard and frame (000 §2.9, §6). The server decides: the layout asks `/admin/me`
 * once on mount; a refusal (401 visitor, 403 member, which the server logs as
 * `unauthorized_access_attempt`) sends the visitor home, and staff get the sidebar of the screens
 * their role opens (plans/001 decision 1).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.data?.user;
  const me = useAdminMe({ enabled: Boolean(user) });

  if (session.isPending) return <SplashScreen />;
  if (session.isError)
    return <ErrorState messageKey={errorMessageKey(session.error)} onRetry={() => void session.refetch()} />;
  if (!user) return <Navigate to="/" replace />;
  if (me.isError) {
    // Staff without a second factor: the back office opens once they enrol (issue 33 §4).
    if (isApiError(me.error) && me.error.code === 'two_factor_required') return <EnrolFirst />;
    if (isRefusal(me.error)) return <Navigate to="/" replace />;
    return <ErrorState messageKey={errorMessageKey(me.error)} onRetry={() => void me.refetch()} />;
  }
  if (me.isPending) return <SplashScreen />;
  return <AdminFrame email={user.email} me={me.data} skipLabel={t('app.skipToContent')} />;
}

function AdminFrame({ email, me, skipLabel }: { email: string; me: AdminMe; skipLabel: string }) {
  const { t } = useTranslation();
  const [isNavOpen, nav] = useDisclosure(false);
  const location = useLocation();
  const publicSettings = usePublicSettings();
  const siteName = publicSettings.data?.siteName || t('app.name');
  const squareLogo = publicSettings.data?.assets.squareLogo;

  const current = useMatches()
    .map((match) => match.handle)
    .filter(isAdminRouteHandle)
    .at(-1);
  const pageTitle = current ? t(current.titleKey) : t('admin.title');
  useDocumentTitle(t('admin.documentTitle', { page: pageTitle, site: siteName }));
  const navItems = adminNavItems(me.screens);
  // A screen the role does not open: the server would refuse its data anyway; go to one it opens.
  const isOutOfBounds = current !== undefined && !me.screens.includes(current.screen);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <a className="skip-link" href="#admin-main">
        {skipLabel}
      </a>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={isNavOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(isNavOpen ? 'admin.nav.close' : 'admin.nav.open')}
              aria-expanded={isNavOpen}
              aria-controls="admin-navbar"
            />
            <Link to={adminBasePath} className={classes.brand} onClick={nav.close}>
              {squareLogo ? (
                <img src={squareLogo} alt="" className={classes.squareLogo} />
              ) : (
                <LogoMark size={32} />
              )}
              <span className={classes.siteName}>{siteName}</span>
              <span className={classes.area}>{t('admin.title')}</span>
            </Link>
          </Group>
          <Text size="sm" c="dimmed" visibleFrom="md" truncate maw={280}>
            {t('admin.signedInAs', { email })}
          </Text>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="admin-navbar" p="sm" aria-label={t('admin.nav.label')}>
        <AppShell.Section grow component={ScrollArea} type="auto">
          {navItems.map((item) => {
            const isActive = location.pathname === item.to || location.pathname.startsWith(`${item.to}/`);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.labelKey)}
                leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                active={isActive}
                aria-current={isActive ? 'page' : undefined}
                onClick={nav.close}
                className={classes.navLink}
                mb={4}
              />
            );
          })}
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <NavLink
            component={Link}
            to="/"
            label={t('admin.nav.backToSite')}
            leftSection={<IconArrowBackUp size={20} stroke={1.6} aria-hidden />}
            className={classes.navLink}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="admin-main" tabIndex={-1} className={classes.main}>
        <Box maw={1200} mx="auto">
          <Box component="nav" aria-label={t('admin.breadcrumbs')} mb="md">
            <Breadcrumbs separator="›" separatorMargin={6}>
              <Anchor component={Link} to={adminBasePath} size="sm">
                {t('admin.title')}
              </Anchor>
              <Text size="sm" c="dimmed" aria-current="page">
                {pageTitle}
              </Text>
            </Breadcrumbs>
          </Box>
          {isOutOfBounds && current?.screen === 'testimonials' ? (
            // 001 §2.13: testimonials moderation sends whoever may not open it to the home page.
            <Navigate to="/" replace />
          ) : isOutOfBounds ? (
            // Said, not a silent redirect (001 §2.12): the server refuses the screen's data anyway.
            <Stack gap="md" align="flex-start">
              <FormFailure w="100%" message={t(current?.refusedKey ?? 'admin.access.denied')} />
              {me.screens.length > 0 && (
                <Anchor component={Link} to={adminBasePath} size="sm">
                  {t('admin.access.backToAdmin')}
                </Anchor>
              )}
            </Stack>
          ) : me.screens.length === 0 ? (
            <NoScreen />
          ) : (
            <Outlet />
          )}
        </Box>
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}

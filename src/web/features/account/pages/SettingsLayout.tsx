import { Card, Container, Grid, NavLink, Stack, Title } from '@mantine/core';
import {
  IconBell,
  IconDatabase,
  IconEyeOff,
  IconLanguage,
  IconLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useTranslation } from '../../../lib/i18n';
import { accountPaths } from '../paths';

const sections = [
  { to: accountPaths.account, labelKey: 'account.hub.account', Icon: IconUserCircle },
  { to: accountPaths.security, labelKey: 'account.hub.security', Icon: IconLock },
  { to: accountPaths.notifications, labelKey: 'account.hub.notifications', Icon: IconBell },
  { to: accountPaths.language, labelKey: 'account.hub.language', Icon: IconLanguage },
  { to: accountPaths.privacy, labelKey: 'account.hub.privacy', Icon: IconEyeOff },
  { to: accountPaths.data, labelKey: 'account.hub.data', Icon: IconDatabase },
] as const;

/** `/settings/*` (issue 22 §1): the sections' menu beside (above, on a phone) the open section. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Container size="lg" w="100%" py={{ base: 24, md: 48 }}>
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: t('account.hub.title') }]} />
        <Title order={1} fz="h2">
          {t('account.hub.title')}
        </Title>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Card withBorder radius="lg" padding="xs" component="nav" aria-label={t('account.hub.menuLabel')}>
              {sections.map(({ to, labelKey, Icon }) => (
                <NavLink
                  key={to}
                  component={RouterNavLink}
                  to={to}
                  label={t(labelKey)}
                  active={pathname === to}
                  aria-current={pathname === to ? 'page' : undefined}
                  leftSection={<Icon size={18} stroke={1.7} aria-hidden />}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Outlet />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

import { Avatar, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLock,
  IconLogout,
  IconMailPlus,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '../../../common/contracts/auth';
import { accountPaths } from '../../features/account/paths';
import { useSignOut } from '../../features/auth/api/sign-out';
import { errorMessageKey } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useSiteName } from '../../lib/public-settings';
import { initialsOf } from '../../lib/text';
import { areaPath } from '../nav';
import classes from './AccountMenu.module.css';

const InviteDialog = lazy(() =>
  import('../../features/invitations/components/InviteDialog').then((module) => ({
    default: module.InviteDialog,
  })),
);

/** localStorage flag: the first-time tooltip on this menu was shown (000 §2.3, §9). */
const onboardingKey = 'sankofa.onboarding.menu';
const onboardingMs = 4000;

const isOnboardingDone = (): boolean => {
  try {
    return window.localStorage.getItem(onboardingKey) !== null;
  } catch {
    // Storage blocked: never nag.
    return true;
  }
};

const markOnboardingDone = (): void => {
  try {
    window.localStorage.setItem(onboardingKey, 'done');
  } catch {
    // Storage blocked: the tooltip may show again next visit.
  }
};

/** The first-time tooltip: shown for 4 s on the first signed-in visit, then never again. */
const useMenuOnboarding = () => {
  const [isShown, setShown] = useState(false);
  const dismiss = useCallback(() => {
    setShown(false);
    markOnboardingDone();
  }, []);

  useEffect(() => {
    if (isOnboardingDone()) return;
    setShown(true);
    const timer = window.setTimeout(dismiss, onboardingMs);
    return () => window.clearTimeout(timer);
  }, [dismiss]);

  return { isShown, dismiss };
};

/** The member's menu in the header (000 §2.3): Profil, Inviter un utilisateur, Admin, Déconnexion. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const siteName = useSiteName();
  const onboarding = useMenuOnboarding();
  const targetRef = useRef<HTMLButtonElement>(null);
  const [isInviteOpen, setInviteOpen] = useState(false);
  const [hasInviteOpened, setInviteOpened] = useState(false);
  const displayName = user.fullName?.trim() || user.username;
  const profilePath = areaPath('profile');
  const adminPath = user.role === 'admin' ? areaPath('admin') : undefined;

  const handleSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
    });
  };

  const handleInvite = () => {
    setInviteOpened(true);
    setInviteOpen(true);
  };

  const handleInviteClose = () => {
    setInviteOpen(false);
    // The menu item that opened the dialog is gone: focus goes back to the menu's button.
    targetRef.current?.focus();
  };

  return (
    <>
      <Menu
        position="bottom-end"
        width={260}
        shadow="md"
        radius="md"
        withinPortal={false}
        withInitialFocusPlaceholder={false}
        onOpen={onboarding.isShown ? onboarding.dismiss : undefined}
      >
        <Menu.Target>
          <Tooltip
            label={t('shell.onboarding')}
            opened={onboarding.isShown}
            position="bottom-end"
            withArrow
            multiline
            w={240}
            color="indigo.9"
            events={{ hover: false, focus: false, touch: false }}
          >
            <UnstyledButton ref={targetRef} className={classes.target} aria-label={t('shell.accountMenu')}>
              <Group gap={8} wrap="nowrap">
                <Avatar src={user.avatarUrl} alt="" radius="xl" size={34} color="sankofa">
                  {initialsOf(user.fullName?.trim() || user.email)}
                </Avatar>
                <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
                  {displayName}
                </Text>
                <IconChevronDown size={16} stroke={1.8} aria-hidden />
              </Group>
            </UnstyledButton>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('shell.signedInAs')}</Menu.Label>
          <div className={classes.identity}>
            <Text size="sm" fw={600} truncate>
              {displayName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </div>
          <Menu.Divider />
          {profilePath && (
            <Menu.Item
              component={Link}
              to={profilePath}
              leftSection={<IconUser size={16} stroke={1.8} aria-hidden />}
            >
              {t('shell.profile')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconMailPlus size={16} stroke={1.8} aria-hidden />} onClick={handleInvite}>
            {t('shell.invite')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={accountPaths.security}
            leftSection={<IconLock size={16} stroke={1.8} aria-hidden />}
          >
            {t('shell.security')}
          </Menu.Item>
          {adminPath && (
            <Menu.Item
              component={Link}
              to={adminPath}
              leftSection={<IconShieldLock size={16} stroke={1.8} aria-hidden />}
            >
              {t('shell.admin')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} stroke={1.8} aria-hidden />}
            onClick={handleSignOut}
            disabled={signOut.isPending}
          >
            {t('auth.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {hasInviteOpened && (
        <Suspense fallback={null}>
          <InviteDialog opened={isInviteOpen} onClose={handleInviteClose} siteName={siteName} />
        </Suspense>
      )}
    </>
  );
}

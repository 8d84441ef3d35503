import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconDeviceMobileDown,
  IconLogout,
  IconMailPlus,
  IconSettings,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { Suspense, useCallback, useRef, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '../../../common/contracts/auth';
import { displayName } from '../../../common/format';
import { LazyMenu, MenuDivider, MenuItem, MenuLabel } from '../../components/overlays/LazyMenu';
import { lazyPart } from '../../components/overlays/lazy-part';
import { useFirstOpen } from '../../components/overlays/use-first-open';
import { accountPaths } from '../../features/account/paths';
import { useSignOut } from '../../features/auth/api/sign-out';
import { errorMessageKey } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { canOfferInstall, offerInstall, subscribeToInstallPrompt } from '../../lib/install-prompt';
import { notify } from '../../lib/notify';
import { useSiteName } from '../../lib/public-settings';
import { avatarImageProps } from '../../lib/responsive-image';
import { initialsOf } from '../../lib/text';
import { withZodLoaded } from '../../lib/zod-loader';
import { areaPath } from '../nav';
import classes from './AccountMenu.module.css';
import type { MenuOnboarding } from './MenuHint';

// Its form checks the address with the contract's schema: zod loads with it (lib/zod-loader.ts).
const InviteDialog = lazyPart(
  () => withZodLoaded(import('../../features/invitations/components/InviteDialog')),
  'InviteDialog',
);

export interface AccountMenuProps {
  user: SessionUser;
  /** The first-time hint, shown by the header under itself (MenuHint.tsx): the menu says when it is read. */
  onboarding: MenuOnboarding;
  /** Told the menu's button, which the hint points at. */
  buttonRef: (button: HTMLButtonElement | null) => void;
}

/** The member's menu in the header (000 §2.3): Profil, Inviter un utilisateur, Admin, Déconnexion. */
export function AccountMenu({ user, onboarding, buttonRef }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const siteName = useSiteName();
  const targetRef = useRef<HTMLButtonElement>(null);
  const setTarget = useCallback(
    (button: HTMLButtonElement | null) => {
      targetRef.current = button;
      buttonRef(button);
    },
    [buttonRef],
  );
  // Offered once, when the member opens their menu: never a pop-up over what they were reading.
  const canInstall = useSyncExternalStore(subscribeToInstallPrompt, canOfferInstall, () => false);
  const invite = useFirstOpen();
  const name = displayName(user);
  const profilePath = areaPath('profiles');
  const adminPath = user.abilities.includes('admin.open') ? areaPath('admin') : undefined;

  const handleSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
    });
  };

  const handleInviteClose = () => {
    invite.close();
    // The menu item that opened the dialog is gone: focus goes back to the menu's button.
    targetRef.current?.focus();
  };

  return (
    <>
      <LazyMenu
        position="bottom-end"
        width={260}
        shadow="md"
        radius="md"
        withinPortal={false}
        withInitialFocusPlaceholder={false}
        onOpen={onboarding.dismiss}
        target={
          <UnstyledButton
            ref={setTarget}
            className={classes.target}
            aria-label={t('shell.accountMenu')}
            aria-describedby={onboarding.isShown ? onboarding.hintId : undefined}
          >
            <Group gap={8} wrap="nowrap">
              <Avatar
                src={user.avatarUrl}
                imageProps={avatarImageProps(user.avatarUrl, 34)}
                alt=""
                radius="xl"
                size={34}
                color="sankofa"
              >
                {initialsOf(user.fullName?.trim() || user.email)}
              </Avatar>
              <Text size="sm" fw={600} visibleFrom="lg" maw={120} truncate>
                {name}
              </Text>
              <IconChevronDown size={16} stroke={1.8} aria-hidden />
            </Group>
          </UnstyledButton>
        }
      >
        <MenuLabel>{t('shell.signedInAs')}</MenuLabel>
        <div className={classes.identity}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </div>
        <MenuDivider />
        {profilePath && (
          <MenuItem
            component={Link}
            to={profilePath}
            leftSection={<IconUser size={16} stroke={1.8} aria-hidden />}
          >
            {t('shell.profile')}
          </MenuItem>
        )}
        <MenuItem leftSection={<IconMailPlus size={16} stroke={1.8} aria-hidden />} onClick={invite.open}>
          {t('shell.invite')}
        </MenuItem>
        <MenuItem
          component={Link}
          to={accountPaths.account}
          leftSection={<IconSettings size={16} stroke={1.8} aria-hidden />}
        >
          {t('shell.settings')}
        </MenuItem>
        {canInstall && (
          <MenuItem
            leftSection={<IconDeviceMobileDown size={16} stroke={1.8} aria-hidden />}
            onClick={() => void offerInstall()}
          >
            {t('shell.pwa.install')}
          </MenuItem>
        )}
        {adminPath && (
          <MenuItem
            component={Link}
            to={adminPath}
            leftSection={<IconShieldLock size={16} stroke={1.8} aria-hidden />}
          >
            {t('shell.admin')}
          </MenuItem>
        )}
        <MenuDivider />
        <MenuItem
          leftSection={<IconLogout size={16} stroke={1.8} aria-hidden />}
          onClick={handleSignOut}
          disabled={signOut.isPending}
        >
          {t('auth.logout')}
        </MenuItem>
      </LazyMenu>
      {invite.isMounted && (
        <Suspense fallback={null}>
          <InviteDialog opened={invite.isOpen} onClose={handleInviteClose} siteName={siteName} />
        </Suspense>
      )}
    </>
  );
}

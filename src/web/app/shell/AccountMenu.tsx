import { Avatar, CloseButton, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconDeviceMobileDown,
  IconLogout,
  IconMailPlus,
  IconSettings,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import {
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '../../../common/contracts/auth';
import primitives from '../../components/primitives.module.css';
import { accountPaths } from '../../features/account/paths';
import { useSignOut } from '../../features/auth/api/sign-out';
import { errorMessageKey } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { canOfferInstall, offerInstall, subscribeToInstallPrompt } from '../../lib/install-prompt';
import { notify } from '../../lib/notify';
import { useSiteName } from '../../lib/public-settings';
import { avatarImageProps } from '../../lib/responsive-image';
import { initialsOf } from '../../lib/text';
import { areaPath } from '../nav';
import classes from './AccountMenu.module.css';

const InviteDialog = lazy(() =>
  import('../../features/invitations/components/InviteDialog').then((module) => ({
    default: module.InviteDialog,
  })),
);

/** localStorage flag: the first-time hint on this menu was shown (000 §2.3, §9). */
const onboardingKey = 'sankofa.onboarding.menu';

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
    // Storage blocked: the hint may show again next visit.
  }
};

/**
 * The first-time hint: shown on the first signed-in visit only (remembered at once), until it is
 * closed or the menu is opened.
 */
const useMenuOnboarding = () => {
  const [isShown, setShown] = useState(false);
  const dismiss = useCallback(() => setShown(false), []);

  useEffect(() => {
    if (isOnboardingDone()) return;
    markOnboardingDone();
    setShown(true);
  }, []);

  return { isShown, dismiss };
};

interface MenuHintProps {
  id: string;
  /** The menu's button, which the hint's arrow points at. */
  targetRef: RefObject<HTMLButtonElement | null>;
  onDismiss: () => void;
}

/**
 * The hint as a strip under the header, in the page's flow: it points at the menu without covering
 * anything (a floating tooltip hid the feed's first heading on desktop and the page title on phones).
 */
function MenuHint({ id, targetRef, onDismiss }: MenuHintProps) {
  const { t } = useTranslation();
  const hintRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const place = () => {
      const hint = hintRef.current;
      const target = targetRef.current?.getBoundingClientRect();
      if (!hint || !target) return;
      const arrowX = target.left + target.width / 2 - hint.getBoundingClientRect().left;
      hint.style.setProperty('--hint-arrow-x', `${arrowX}px`);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [targetRef]);

  return (
    <div className={classes.hintBand}>
      <div className={`${primitives.containerLg} ${classes.hintBar}`}>
        <div ref={hintRef} className={classes.hint}>
          <p id={id} className={classes.hintText}>
            {t('shell.onboarding')}
          </p>
          <CloseButton
            size="sm"
            variant="transparent"
            className={classes.hintClose}
            aria-label={t('common.close')}
            onClick={onDismiss}
          />
        </div>
      </div>
    </div>
  );
}

interface AccountMenuProps {
  user: SessionUser;
  /** Where the first-time hint goes: below the header, in the page's flow (Header.tsx). */
  onboardingSlot: HTMLElement | null;
}

/** The member's menu in the header (000 §2.3): Profil, Inviter un utilisateur, Admin, Déconnexion. */
export function AccountMenu({ user, onboardingSlot }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const siteName = useSiteName();
  const onboarding = useMenuOnboarding();
  const targetRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  // Offered once, when the member opens their menu: never a pop-up over what they were reading.
  const canInstall = useSyncExternalStore(subscribeToInstallPrompt, canOfferInstall, () => false);
  const [isInviteOpen, setInviteOpen] = useState(false);
  const [hasInviteOpened, setInviteOpened] = useState(false);
  const displayName = user.fullName?.trim() || user.username;
  const profilePath = areaPath('profiles');
  const adminPath = user.abilities.includes('admin.open') ? areaPath('admin') : undefined;

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
        onOpen={onboarding.dismiss}
      >
        <Menu.Target>
          <UnstyledButton
            ref={targetRef}
            className={classes.target}
            aria-label={t('shell.accountMenu')}
            aria-describedby={onboarding.isShown ? hintId : undefined}
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
                {displayName}
              </Text>
              <IconChevronDown size={16} stroke={1.8} aria-hidden />
            </Group>
          </UnstyledButton>
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
            to={accountPaths.account}
            leftSection={<IconSettings size={16} stroke={1.8} aria-hidden />}
          >
            {t('shell.settings')}
          </Menu.Item>
          {canInstall && (
            <Menu.Item
              leftSection={<IconDeviceMobileDown size={16} stroke={1.8} aria-hidden />}
              onClick={() => void offerInstall()}
            >
              {t('shell.pwa.install')}
            </Menu.Item>
          )}
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
      {onboarding.isShown &&
        onboardingSlot &&
        createPortal(
          <MenuHint id={hintId} targetRef={targetRef} onDismiss={onboarding.dismiss} />,
          onboardingSlot,
        )}
      {hasInviteOpened && (
        <Suspense fallback={null}>
          <InviteDialog opened={isInviteOpen} onClose={handleInviteClose} siteName={siteName} />
        </Suspense>
      )}
    </>
  );
}

import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../common/contracts/auth';
import { useSignOut } from '../../features/auth/api/sign-out';
import { errorMessageKey } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import classes from './AccountMenu.module.css';

const initialsOf = (user: SessionUser): string => {
  const source = user.fullName?.trim() || user.email;
  const words = source.split(/[\s@._-]+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
};

/** The member's menu in the header: who is signed in, and sign-out (000 §2.3). */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const displayName = user.fullName?.trim() || user.username;

  const handleSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
    });
  };

  return (
    <Menu
      position="bottom-end"
      width={260}
      shadow="md"
      radius="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={t('shell.accountMenu')}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.avatarUrl} alt="" radius="xl" size={34} color="sankofa">
              {initialsOf(user)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
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
        <Menu.Item
          leftSection={<IconLogout size={16} stroke={1.8} aria-hidden />}
          onClick={handleSignOut}
          disabled={signOut.isPending}
        >
          {t('auth.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

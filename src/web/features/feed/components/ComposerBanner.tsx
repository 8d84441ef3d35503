import { Avatar, Group, Paper, UnstyledButton } from '@mantine/core';
import { IconFileText, IconPhoto, IconUser, IconVideo } from '@tabler/icons-react';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useTranslation } from '../../../lib/i18n';
import { useMemberAction } from '../utils/use-member-action';
import classes from './FeedLayout.module.css';

/** The banner that opens the composer (002 §2 Feed); for visitors, the login dialog. */
export function ComposerBanner({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const { user, run } = useMemberAction();
  const name = user?.fullName ?? user?.username ?? null;
  const open = () => run(onOpen);

  return (
    <Paper withBorder radius="lg" p="md" className={classes.banner}>
      <Group gap="sm" wrap="nowrap">
        {user ? (
          <ProfileAvatar src={user.avatarUrl} name={name} size={44} />
        ) : (
          <Avatar size={44} radius="50%" color="gray" aria-hidden>
            <IconUser size={22} stroke={1.6} />
          </Avatar>
        )}
        <UnstyledButton className={classes.bannerInput} onClick={open} aria-haspopup="dialog">
          {name ? t('feed.composer.prompt', { name: name.split(' ')[0] }) : t('feed.composer.promptVisitor')}
        </UnstyledButton>
      </Group>
      <div className={classes.bannerActions}>
        <UnstyledButton className={classes.bannerAction} onClick={open} aria-haspopup="dialog">
          <IconPhoto size={18} stroke={1.8} color="var(--mantine-color-sankofa-7)" aria-hidden />
          {t('feed.composer.photo')}
        </UnstyledButton>
        <UnstyledButton className={classes.bannerAction} onClick={open} aria-haspopup="dialog">
          <IconVideo size={18} stroke={1.8} color="var(--mantine-color-indigo-6)" aria-hidden />
          {t('feed.composer.video')}
        </UnstyledButton>
        <UnstyledButton className={classes.bannerAction} onClick={open} aria-haspopup="dialog">
          <IconFileText size={18} stroke={1.8} color="var(--mantine-color-ochre-7)" aria-hidden />
          {t('feed.composer.document')}
        </UnstyledButton>
      </div>
    </Paper>
  );
}

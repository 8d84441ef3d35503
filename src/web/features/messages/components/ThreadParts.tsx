import { ActionIcon, Button, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Participant } from '../../../../common/contracts/messages';
import { displayName } from '../../../../common/format';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useTranslation } from '../../../lib/i18n';
import { messagesPath } from '../paths';
import classes from './Messages.module.css';

/** The thread's top bar: back to the list (small screens), the other member and a link to their profile. */
export function ThreadHeader({ member }: { member: Participant }) {
  const { t } = useTranslation();
  const name = displayName(member);
  return (
    <div className={classes.threadHeader}>
      <ActionIcon
        component={Link}
        to={messagesPath()}
        variant="subtle"
        color="gray"
        size={36}
        radius="xl"
        className={classes.back}
        aria-label={t('messages.thread.back')}
      >
        <IconArrowLeft size={20} stroke={1.8} aria-hidden />
      </ActionIcon>
      <ProfileAvatar src={member.avatarUrl} name={name} size={40} />
      <div style={{ minWidth: 0 }}>
        <Title order={2} size="md" lh={1.3}>
          <Link
            to={`/profile/${member.id}`}
            className={classes.peerName}
            aria-label={t('messages.thread.viewProfile', { name })}
          >
            {name}
          </Link>
        </Title>
        {member.title && (
          <Text size="xs" c="dimmed" truncate>
            {member.title}
          </Text>
        )}
      </div>
    </div>
  );
}

/** The start of a conversation: nothing written yet. */
export function ThreadStart({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.centerState}>
      <Text fw={600}>{t('messages.thread.start', { name })}</Text>
      <Text size="sm" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <IconLock size={14} stroke={1.8} aria-hidden />
        {t('messages.thread.startHint')}
      </Text>
    </div>
  );
}

/** A pane-sized error: the spec's text and a retry (or the not-found text). */
export function PaneError({ messageKey, onRetry }: { messageKey: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.centerState}>
      <Text c={onRetry ? 'red.8' : undefined} role="alert">
        {t(messageKey)}
      </Text>
      {onRetry ? (
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : (
        <Button size="xs" variant="default" component={Link} to={messagesPath()}>
          {t('messages.thread.back')}
        </Button>
      )}
    </div>
  );
}

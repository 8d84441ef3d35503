import { ActionIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { badgeLabel } from '../../../../common/badge';
import classes from '../../../components/HeaderIconButton.module.css';
import { useTranslation } from '../../../lib/i18n';
import { useMessagesUnreadCount } from '../api/get-unread-count';
import { messagesPath } from '../paths';

/** The header's messages entry (000 §2.8 "an unread-count badge"): live through the realtime channel. */
export function MessagesButton() {
  const { t } = useTranslation();
  const unread = useMessagesUnreadCount().data?.count ?? 0;
  const label = unread > 0 ? t('messages.headerLabelUnread', { count: unread }) : t('messages.headerLabel');
  return (
    <ActionIcon
      component={Link}
      to={messagesPath()}
      variant="subtle"
      color="gray"
      size={40}
      radius="xl"
      className={classes.button}
      aria-label={label}
    >
      <IconMessageCircle size={22} stroke={1.8} aria-hidden />
      {unread > 0 && (
        <span className={classes.badge} data-testid="messages-badge" aria-hidden>
          {badgeLabel(unread)}
        </span>
      )}
    </ActionIcon>
  );
}

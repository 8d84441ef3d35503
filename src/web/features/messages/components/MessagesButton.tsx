import { IconMessageCircle } from '@tabler/icons-react';
import { HeaderIconButton } from '../../../components/HeaderIconButton';
import { useTranslation } from '../../../lib/i18n';
import { useMessagesUnreadCount } from '../api/get-unread-count';
import { messagesPath } from '../paths';

/** The header's messages entry (000 §2.8 "an unread-count badge"): live through the realtime channel. */
export function MessagesButton() {
  const { t } = useTranslation();
  const unread = useMessagesUnreadCount().data?.count ?? 0;
  return (
    <HeaderIconButton
      to={messagesPath()}
      icon={<IconMessageCircle size={22} stroke={1.8} aria-hidden />}
      label={unread > 0 ? t('messages.headerLabelUnread', { count: unread }) : t('messages.headerLabel')}
      mark={{ count: unread, testId: 'messages-badge' }}
    />
  );
}

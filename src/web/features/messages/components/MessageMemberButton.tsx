import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { messageMemberPath } from '../paths';

/** 'Envoyer un message' on another member's profile: opens the conversation with them on /messages. */
export function MessageMemberButton({
  profileId,
  name,
  variant = 'default',
}: {
  profileId: string;
  name: string;
  variant?: ButtonProps['variant'];
}) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={messageMemberPath(profileId)}
      variant={variant}
      leftSection={<IconMessageCircle size={16} stroke={1.8} aria-hidden />}
      aria-label={t('messages.profileButtonLabel', { name })}
    >
      {t('messages.profileButton')}
    </Button>
  );
}

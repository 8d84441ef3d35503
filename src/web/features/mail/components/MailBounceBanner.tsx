import { Alert, Anchor, Container, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useMailBounce } from '../api/bounce';

/**
 * Under the header on every page while the member's address bounces (issue 36 §5): their mails are
 * held until they fix it. Gone once the address changes (the query is keyed by it).
 */
export function MailBounceBanner({ email, settingsPath }: { email: string; settingsPath: string }) {
  const { t } = useTranslation();
  const bounce = useMailBounce(email);
  if (!bounce.data?.bounced) return null;
  return (
    <Container size="lg" w="100%" pt="md">
      <Alert
        color="red"
        variant="light"
        radius="md"
        icon={<IconMailOff size={20} aria-hidden />}
        title={t('mailBounce.title')}
        role="alert"
      >
        <Text size="sm">{t('mailBounce.body', { email })}</Text>
        <Anchor component={Link} to={settingsPath} size="sm" fw={600} mt={6} display="inline-block">
          {t('mailBounce.action')}
        </Anchor>
      </Alert>
    </Container>
  );
}

import { Text } from '@mantine/core';
import { SessionCheck } from '../../features/auth/components/SessionCheck';
import { DemoPageFrame } from '../../features/pages/components/DemoPageFrame';
import { useTranslation } from '../../lib/i18n';

/** `/blog-auth-test` (000 §2.1, §8; 001 §2.19): public test page of the session used to publish. */
export function Component() {
  const { t } = useTranslation();
  return (
    <DemoPageFrame title={t('demo.blogAuth.title')}>
      <Text c="dimmed" maw={620}>
        {t('demo.blogAuth.intro')}
      </Text>
      <SessionCheck />
    </DemoPageFrame>
  );
}

import { Text } from '@mantine/core';
import { AlertDemo } from '../../features/pages/components/AlertDemo';
import { DemoPageFrame } from '../../features/pages/components/DemoPageFrame';
import { useTranslation } from '../../lib/i18n';

/** `/alert-demo` (000 §2.1, 002 §2): public demo of the alerts and notifications. */
export function Component() {
  const { t } = useTranslation();
  return (
    <DemoPageFrame title={t('demo.alerts.title')}>
      <Text c="dimmed" maw={620} mb="md">
        {t('demo.alerts.intro')}
      </Text>
      <AlertDemo />
    </DemoPageFrame>
  );
}

import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { type AdminTestContentType, adminTestContentTypes } from '../../../../common/contracts/admin-tests';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { useTranslation } from '../../../lib/i18n';
import { useTestAdminNotification } from '../api/admin-tests';
import { TestLog, useTestLog } from '../components/TestLog';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /admin/notification-test (001 §2.17): test blog, event, microblog, all (one second between tests),
 * clear, and the log of results. Each test sends the admins a real notification of that content type.
 */
export function NotificationTestPage() {
  const { t } = useTranslation();
  const log = useTestLog();
  const send = useTestAdminNotification();
  const [isRunning, setRunning] = useState(false);

  const run = async (types: readonly AdminTestContentType[]) => {
    setRunning(true);
    try {
      for (const [index, type] of types.entries()) {
        if (index > 0) await pause(1000);
        const label = t(`admin.tests.types.${type}`);
        try {
          const result = await send.mutateAsync(type);
          log.add(
            'success',
            t('admin.tests.notificationTest.sent', { type: label, count: result.recipients }),
          );
        } catch (error) {
          log.addError(error, (message) =>
            t('admin.tests.notificationTest.failed', { type: label, error: message }),
          );
        }
      }
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.notification-test')}
        description={t('admin.tests.notificationTest.description')}
      />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="lg">
          <Group gap="sm">
            {adminTestContentTypes.map((type) => (
              <Button key={type} variant="light" disabled={isRunning} onClick={() => void run([type])}>
                {t(`admin.tests.notificationTest.${type}`)}
              </Button>
            ))}
            <Button loading={isRunning} onClick={() => void run(adminTestContentTypes)}>
              {t('admin.tests.notificationTest.all')}
            </Button>
          </Group>
        </Paper>
        <TestLog entries={log.entries} onClear={log.clear} />
      </Stack>
    </>
  );
}

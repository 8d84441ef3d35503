import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { TestConfiguration } from '../../../../common/contracts/admin-tests';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import {
  useTestAdminNotification,
  useTestConfiguration,
  useTestMail,
  useTestMailServer,
  useTestNotification,
} from '../api/admin-tests';
import { TestLog, useTestLog } from '../components/TestLog';

/**
 * /admin/test-notifications (001 §2.17, the French system test screen): test the e-mail provider, send
 * a real test e-mail to an address, a real in-app notification to a member, the admin notifications,
 * verify the configuration (never a secret), clear the log.
 */
export function SystemTestPage() {
  const { t } = useTranslation();
  const ownEmail = useSession().data?.user?.email ?? '';
  const log = useTestLog();
  const [mailTo, setMailTo] = useState(ownEmail);
  const [memberEmail, setMemberEmail] = useState(ownEmail);
  const [config, setConfig] = useState<TestConfiguration | null>(null);
  const mailServer = useTestMailServer();
  const mail = useTestMail();
  const notification = useTestNotification();
  const adminNotification = useTestAdminNotification();
  const configuration = useTestConfiguration();
  const failed = (message: string) => t('admin.tests.system.failed', { error: message });

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.test-notifications')}
        description={t('admin.tests.system.description')}
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="tests-mail">
            <Stack gap="sm">
              <Title order={2} fz="lg" id="tests-mail">
                {t('admin.tests.system.mailSection')}
              </Title>
              <Button
                variant="light"
                loading={mailServer.isPending}
                onClick={() =>
                  mailServer.mutate(undefined, {
                    onSuccess: (result) =>
                      result.mode === 'outbox'
                        ? log.add('info', t('admin.tests.system.mailServerOutbox'))
                        : result.error
                          ? log.add('error', t('admin.tests.system.mailFailed', { error: result.error }))
                          : log.add('success', t('admin.tests.system.mailServerOk')),
                    onError: (error) => log.addError(error, failed),
                  })
                }
              >
                {t('admin.tests.system.mailServer')}
              </Button>
              <TextInput
                type="email"
                label={t('admin.tests.system.mailTo')}
                value={mailTo}
                onChange={(event) => setMailTo(event.currentTarget.value)}
              />
              <Button
                loading={mail.isPending}
                onClick={() =>
                  mail.mutate(mailTo, {
                    onSuccess: (result) =>
                      result.status === 'sent'
                        ? log.add('success', t('admin.tests.system.mailSent', { to: result.to }))
                        : result.status === 'outbox'
                          ? log.add('info', t('admin.tests.system.mailOutbox', { to: result.to }))
                          : log.add(
                              'error',
                              t('admin.tests.system.mailFailed', {
                                error: result.error ?? t('admin.tests.unknownError'),
                              }),
                            ),
                    onError: (error) => log.addError(error, failed),
                  })
                }
              >
                {t('admin.tests.system.sendMail')}
              </Button>
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="tests-notifications">
            <Stack gap="sm">
              <Title order={2} fz="lg" id="tests-notifications">
                {t('admin.tests.system.notificationSection')}
              </Title>
              <TextInput
                type="email"
                label={t('admin.tests.system.memberEmail')}
                value={memberEmail}
                onChange={(event) => setMemberEmail(event.currentTarget.value)}
              />
              <Button
                loading={notification.isPending}
                onClick={() =>
                  notification.mutate(memberEmail, {
                    onSuccess: (result) =>
                      result.delivered
                        ? log.add(
                            'success',
                            t('admin.tests.system.notified', { name: result.recipient.name }),
                          )
                        : log.add(
                            'info',
                            t('admin.tests.system.notDelivered', { name: result.recipient.name }),
                          ),
                    onError: (error) => log.addError(error, failed),
                  })
                }
              >
                {t('admin.tests.system.notify')}
              </Button>
              <Button
                variant="light"
                loading={adminNotification.isPending}
                onClick={() =>
                  adminNotification.mutate('blog', {
                    onSuccess: (result) =>
                      log.add('success', t('admin.tests.system.adminNotified', { count: result.recipients })),
                    onError: (error) => log.addError(error, failed),
                  })
                }
              >
                {t('admin.tests.system.adminNotify')}
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="tests-config">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="lg" id="tests-config">
                {t('admin.tests.system.configSection')}
              </Title>
              <Button
                variant="light"
                loading={configuration.isPending}
                onClick={() =>
                  configuration.mutate(undefined, {
                    onSuccess: (result) => {
                      setConfig(result);
                      log.add('info', t('admin.tests.system.configured'));
                    },
                    onError: (error) => log.addError(error, failed),
                  })
                }
              >
                {t('admin.tests.system.config')}
              </Button>
            </Group>
            {config && <ConfigurationTable config={config} />}
          </Stack>
        </Paper>
        <TestLog entries={log.entries} onClear={log.clear} />
      </Stack>
    </>
  );
}

function ConfigurationTable({ config }: { config: TestConfiguration }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'admin.tests.system.yes' : 'admin.tests.system.no');
  const rows: [string, string][] = [
    ['publicUrl', config.publicUrl],
    ['mailFrom', config.mailFrom],
    ['mailMode', t(`admin.tests.system.rows.${config.mailMode}`)],
    ['stripeCheckout', yesNo(config.stripeCheckout)],
    ['stripeWebhook', yesNo(config.stripeWebhook)],
    ['ai', yesNo(config.ai)],
    ['adminEmails', String(config.adminEmails)],
    ['admins', String(config.admins)],
  ];
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder>
        <Table.Tbody>
          {rows.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" w="45%">
                {t(`admin.tests.system.rows.${key}`)}
              </Table.Th>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {value}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

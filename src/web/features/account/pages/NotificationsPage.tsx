import { Card, Checkbox, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { NotificationPreference } from '../../../../common/contracts/notifications';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import {
  useAccountSettings,
  useNotificationPreferences,
  useUpdateAccountSettings,
  useUpdateNotificationPreferences,
} from '../api/settings';
import { DevicePushCard } from '../components/DevicePushCard';
import { QueryState } from '../components/QueryState';
import { SectionHeader } from '../components/SectionHeader';

/** The two ways a notification reaches a member, each a column (and a field of the preference). */
const channels = ['inApp', 'email'] as const;

/** `/settings/notifications`: per type, in the app and by e-mail; and the weekly digest. */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.hub.notifications'));
  const settings = useAccountSettings();
  const preferences = useNotificationPreferences();
  const updateSettings = useUpdateAccountSettings();
  const updatePreferences = useUpdateNotificationPreferences();
  const failed = (error: unknown) => notify({ color: 'red', message: t(errorMessageKey(error)) });

  const save = (item: NotificationPreference) =>
    updatePreferences.mutate(
      { items: [item] },
      {
        onSuccess: () => notify({ color: 'teal', message: t('account.notificationsSection.saved') }),
        onError: failed,
      },
    );

  return (
    <Stack gap="lg">
      <SectionHeader
        title={t('account.notificationsSection.title')}
        intro={t('account.notificationsSection.intro')}
      />
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="xs">
          <Title order={3} fz="h4">
            {t('account.notificationsSection.digestTitle')}
          </Title>
          {settings.data ? (
            <Switch
              checked={updateSettings.variables?.weeklyDigest ?? settings.data.weeklyDigest}
              onChange={(event) =>
                updateSettings.mutate(
                  { weeklyDigest: event.currentTarget.checked },
                  {
                    onSuccess: () =>
                      notify({ color: 'teal', message: t('account.notificationsSection.saved') }),
                    onError: failed,
                  },
                )
              }
              label={t('account.notificationsSection.digestLabel')}
              description={t('account.notificationsSection.digestHint')}
            />
          ) : (
            <QueryState error={settings.error} onRetry={() => void settings.refetch()} />
          )}
        </Stack>
      </Card>
      <DevicePushCard />
      <Card withBorder radius="lg" padding="md">
        {preferences.data ? (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('account.notificationsSection.type')}</Table.Th>
                  {channels.map((channel) => (
                    <Table.Th key={channel} scope="col" ta="center">
                      {t(`account.notificationsSection.${channel}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preferences.data.items.map((item) => {
                  const label = t(`notifications.types.${item.type}`);
                  return (
                    <Table.Tr key={item.type}>
                      <Table.Th scope="row" fw={400}>
                        <Text size="sm">{label}</Text>
                      </Table.Th>
                      {channels.map((channel) => (
                        <Table.Td key={channel}>
                          <Checkbox
                            mx="auto"
                            w="fit-content"
                            checked={item[channel]}
                            aria-label={t('account.notificationsSection.toggleLabel', {
                              type: label,
                              channel: t(`account.notificationsSection.${channel}`),
                            })}
                            onChange={(event) => save({ ...item, [channel]: event.currentTarget.checked })}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <QueryState error={preferences.error} onRetry={() => void preferences.refetch()} />
        )}
      </Card>
    </Stack>
  );
}

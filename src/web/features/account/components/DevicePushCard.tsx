import { Card, Stack, Switch, Title } from '@mantine/core';
import { Note } from '../../../components/Note';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useDevicePush, useSetDevicePush } from '../api/device-push';

/**
 * Push on this device (docs/areas/pwa.md): a message, a connection request or a reminder rings the
 * phone when no tab of the site is open, for the types whose "in the app" box is ticked below.
 */
export function DevicePushCard() {
  const { t } = useTranslation();
  const state = useDevicePush();
  const setPush = useSetDevicePush();
  const current = state.data;
  const hint =
    current === 'unsupported'
      ? t('account.notificationsSection.device.unsupported')
      : current === 'denied'
        ? t('account.notificationsSection.device.denied')
        : t('account.notificationsSection.device.hint');

  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('account.notificationsSection.device.title')}
        </Title>
        {current === undefined ? (
          <Note>{t('app.loading')}</Note>
        ) : (
          <Switch
            checked={current === 'on'}
            disabled={current === 'unsupported' || current === 'denied' || setPush.isPending}
            onChange={(event) =>
              setPush.mutate(event.currentTarget.checked, {
                onSuccess: (next) =>
                  notify({
                    color: next === 'denied' ? 'red' : 'teal',
                    message: t(
                      next === 'denied'
                        ? 'account.notificationsSection.device.denied'
                        : 'account.notificationsSection.saved',
                    ),
                  }),
                onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
              })
            }
            label={t('account.notificationsSection.device.label')}
            description={hint}
          />
        )}
      </Stack>
    </Card>
  );
}

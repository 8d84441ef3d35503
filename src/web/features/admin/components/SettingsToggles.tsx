import { Paper, Skeleton, Stack, Switch } from '@mantine/core';
import type { AdminSettings } from '../../../../common/contracts/settings';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAdminSettings } from '../api/get-admin-settings';
import { useUpdateAdminSettings } from '../api/update-admin-settings';

interface Toggle {
  key: keyof AdminSettings;
  labelKey: string;
  descriptionKey: string;
}

const toggles: readonly Toggle[] = [
  {
    key: 'loggingEnabled',
    labelKey: 'admin.dashboard.logging.label',
    descriptionKey: 'admin.dashboard.logging.description',
  },
  {
    key: 'aiEnabled',
    labelKey: 'admin.dashboard.ai.label',
    descriptionKey: 'admin.dashboard.ai.description',
  },
];

/** The two switches of the dashboard (000 §2.9), saved at each toggle (000 §4 "Settings"). */
export function SettingsToggles() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  const update = useUpdateAdminSettings();

  const handleChange = (toggle: Toggle, value: boolean) => {
    const label = t(toggle.labelKey);
    update.mutate(
      { [toggle.key]: value },
      {
        onSuccess: () =>
          notify({
            color: 'sankofa',
            message: t(value ? 'admin.dashboard.settingOn' : 'admin.dashboard.settingOff', { label }),
          }),
        onError: (error) =>
          notify({
            color: 'red',
            title: t('admin.dashboard.settingError'),
            message: t(errorMessageKey(error)),
          }),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="lg">
        {toggles.map((toggle) =>
          settings.data ? (
            <Switch
              key={toggle.key}
              size="md"
              checked={settings.data[toggle.key]}
              onChange={(event) => handleChange(toggle, event.currentTarget.checked)}
              label={t(toggle.labelKey)}
              description={t(toggle.descriptionKey)}
              styles={{ label: { fontWeight: 600 } }}
            />
          ) : (
            <Skeleton key={toggle.key} h={44} />
          ),
        )}
      </Stack>
    </Paper>
  );
}

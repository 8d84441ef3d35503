import { Button, Group, Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';

/** "Une nouvelle version est disponible", with the button that applies it (the page reloads). */
export const showUpdateNotice = (onReload: () => void): void => {
  notify({
    id: 'sankofa-update',
    autoClose: false,
    title: t('shell.pwa.updateTitle'),
    message: (
      <Group justify="space-between" gap="xs" mt={4}>
        <Text size="sm">{t('shell.pwa.updateBody')}</Text>
        <Button size="xs" onClick={onReload} data-testid="pwa-reload">
          {t('shell.pwa.reload')}
        </Button>
      </Group>
    ),
  });
};

import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconRefresh } from '@tabler/icons-react';
import type { DirectoryMeta } from '../../../../common/contracts/companies';
import { Modal } from '../../../components/Modal';
import { Notice } from '../../../components/Notice';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/** Whether an error is one of the directory's viewing limits (002 §9). */
export const isDirectoryLimit = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'companies_page_limit' || error.code === 'companies_access_denied');

/**
 * The two overlays of 002 §4/§8: 'Accès refusé' (unusual behaviour) and 'Accès temporairement limité'
 * (the page limit of the session), each with a refresh button. The server decides; this only shows it.
 */
export function DirectoryLimitOverlay({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isDirectoryLimit(error) || !isApiError(error)) return null;
  const denied = error.code === 'companies_access_denied';
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={
        <Text component="span" fw={700} size="lg">
          {t(denied ? 'companies.limits.deniedTitle' : 'companies.limits.limitedTitle')}
        </Text>
      }
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
    >
      <Stack gap="md" align="flex-start">
        <Stack gap={6}>
          {denied ? (
            <IconLock size={32} stroke={1.6} color="var(--mantine-color-red-7)" aria-hidden />
          ) : (
            <IconAlertTriangle size={32} stroke={1.6} color="var(--mantine-color-orange-7)" aria-hidden />
          )}
          <Text size="sm">{t(denied ? 'companies.limits.deniedText' : 'companies.limits.limitedText')}</Text>
        </Stack>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          {t('companies.limits.refresh')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** The warnings of 002 §9: many pages viewed, and the near-limit notice at 8 pages. */
export function DirectoryWarning({ meta }: { meta: DirectoryMeta | undefined }) {
  const { t } = useTranslation();
  if (!meta?.warning) return null;
  return (
    <Notice tone="caution" role="status">
      {t(meta.warning === 'near_limit' ? 'companies.limits.nearLimit' : 'companies.limits.manyPages', {
        count: meta.pagesViewed,
      })}
    </Notice>
  );
}

import { Anchor, Badge, Button, Card, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileZip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DataExport } from '../../../../common/contracts/account';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { formatLongDate, formatLongDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import {
  useAccountSettings,
  useConfirmDeletion,
  useDataExports,
  useRequestDeletion,
  useRequestExport,
} from '../api/settings';
import { QueryState } from '../components/QueryState';
import { SectionHeader } from '../components/SectionHeader';
import { CardHeading, SettingsCard } from '../components/SettingsCard';

const statusColor = { pending: 'gray', running: 'indigo', ready: 'sankofa', failed: 'red' } as const;

/** `/settings/data` (issue 22 §4, §5): 'Télécharger mes données' and 'Supprimer mon compte'. */
export function DataPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.hub.data'));
  return (
    <Stack gap="lg">
      <SectionHeader title={t('account.hub.data')} />
      <ExportCard />
      <DeletionCard />
    </Stack>
  );
}

function ExportRow({ item }: { item: DataExport }) {
  const { t, language } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Group gap="xs">
          <Badge color={statusColor[item.status]} variant="light">
            {t(`account.data.status.${item.status}`)}
          </Badge>
          {(item.status === 'pending' || item.status === 'running') && <Loader size="xs" aria-hidden />}
        </Group>
        <Note>{t('account.data.requestedAt', { date: formatLongDateTime(item.createdAt, language) })}</Note>
        {item.status === 'ready' && item.expiresAt && (
          <Text size="sm" c="dimmed">
            {item.downloadUrl
              ? t('account.data.expiresAt', { date: formatLongDate(item.expiresAt, language) })
              : t('account.data.expired')}
          </Text>
        )}
      </Stack>
      {item.downloadUrl && (
        <Button
          component="a"
          href={item.downloadUrl}
          download
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t('account.data.download')}
        </Button>
      )}
    </Group>
  );
}

function ExportCard() {
  const { t } = useTranslation();
  const exports = useDataExports();
  const request = useRequestExport();
  const busy =
    exports.data?.items.some((item) => item.status === 'pending' || item.status === 'running') ?? false;

  return (
    <SettingsCard
      icon={IconFileZip}
      title={t('account.data.exportTitle')}
      intro={t('account.data.exportIntro')}
    >
      {request.isSuccess && <DoneNotice>{t('account.data.exportRequested')}</DoneNotice>}
      <FormFailure message={request.isError && t(errorMessageKey(request.error))} />
      <Group justify="flex-end">
        <Button
          variant="light"
          loading={request.isPending}
          disabled={busy}
          onClick={() => request.mutate()}
          leftSection={<IconFileZip size={18} aria-hidden />}
        >
          {t('account.data.exportButton')}
        </Button>
      </Group>
      {exports.data ? (
        <Stack gap="md" aria-live="polite">
          {exports.data.items.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </Stack>
      ) : (
        <QueryState error={exports.error} onRetry={() => void exports.refetch()} />
      )}
    </SettingsCard>
  );
}

function DeletionCard() {
  const { t } = useTranslation();
  const settings = useAccountSettings();
  const request = useRequestDeletion();
  const confirmLink = useConfirmDeletion();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const hasPassword = settings.data?.hasPassword ?? true;
  // Without a password, a second factor confirms it (the server asks for it); else a mailed link.
  const hasSecondFactor = useSession().data?.user?.secondFactor ?? false;

  const submit = () => {
    setPasswordError(null);
    request.mutate(hasPassword ? { password } : {}, {
      onSuccess: () => {
        setAsking(false);
      },
      onError: (error) => {
        setAsking(false);
        if (isApiError(error) && error.details.length > 0) setPasswordError(error.details[0]?.key ?? null);
        else setPasswordError(errorMessageKey(error));
      },
    });
  };

  return (
    <Card withBorder radius="lg" padding="xl" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Stack gap="md">
        <CardHeading
          icon={IconTrash}
          iconColor="var(--mantine-color-red-7)"
          title={t('account.data.deleteTitle')}
        />
        <Text size="sm">{t('account.data.deleteIntro')}</Text>
        {token ? (
          <Stack gap="sm">
            <FormFailure message={confirmLink.isError && t(errorMessageKey(confirmLink.error))} />
            <Group justify="flex-end">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setParams({}, { replace: true })}
              >
                {t('account.data.cancel')}
              </Anchor>
              <Button color="red" loading={confirmLink.isPending} onClick={() => confirmLink.mutate(token)}>
                {t('account.data.deleteLinkConfirm')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            {request.data?.status === 'mail_sent' && (
              <DoneNotice>{t('account.data.deleteMailSent')}</DoneNotice>
            )}
            {hasPassword ? (
              <PasswordInput
                label={t('account.data.deletePassword')}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={passwordError ? t(passwordError) : undefined}
                autoComplete="current-password"
                required
              />
            ) : (
              <>
                <Note>
                  {t(
                    hasSecondFactor ? 'account.data.deleteWithSecondFactor' : 'account.data.deleteNoPassword',
                  )}
                </Note>
                {passwordError && (
                  <Text size="sm" c="red" role="alert">
                    {t(passwordError)}
                  </Text>
                )}
              </>
            )}
            <Group justify="flex-end">
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => {
                  if (hasPassword && !password) {
                    setPasswordError('auth.validation.passwordRequired');
                    return;
                  }
                  setAsking(true);
                }}
              >
                {t('account.data.deleteButton')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('account.data.deleteConfirmTitle')}
        message={t('account.data.deleteConfirmBody')}
        confirmLabel={t('account.data.deleteConfirm')}
        isPending={request.isPending}
        onConfirm={submit}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}

import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { type TenderDetail, tenderPath } from '../../../../common/contracts/tenders';
import { DeleteItemButton, EditItemButton } from '../../../components/ItemButtons';
import { Note } from '../../../components/Note';
import { Notice } from '../../../components/Notice';
import { isApiError } from '../../../lib/api-client';
import { fullDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useShareLink } from '../../../lib/share-link';
import { useChangeTenderStatus } from '../api/change-status';
import { StatusBadges } from './StatusBadges';
import { ValidationIssues } from './ValidationIssues';

/**
 * The head of a tender's page (002 §2): its title with the status and 'Expiré' badges, reference and
 * dates, 'Partager', and the owner's Publier / Dépublier (with what is left to fill when refused),
 * Modifier and Supprimer.
 */
export function TenderHeader({ data, onDelete }: { data: TenderDetail; onDelete: () => void }) {
  const { t, language } = useTranslation();
  const shareLink = useShareLink();
  const status = useChangeTenderStatus();
  const [issues, setIssues] = useState<string[]>([]);
  const date = (iso: string) => fullDate(iso, language);

  const handleShare = () =>
    shareLink({ title: data.titre, text: data.resume ?? undefined, path: tenderPath(data.id) });

  const handleStatus = (action: 'publish' | 'unpublish') => {
    setIssues([]);
    status.mutate(
      { id: data.id, action },
      {
        onSuccess: () =>
          notify({
            color: 'teal',
            message: t(action === 'publish' ? 'tenders.detail.published' : 'tenders.detail.unpublished'),
          }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'validation_failed' && error.details) {
            setIssues(
              error.details.map((issue) => `${t(`tenders.wizard.fields.${issue.path}`)} : ${t(issue.key)}`),
            );
            return;
          }
          notify({ color: 'red', message: t('tenders.detail.statusError') });
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {data.titre}
          </Title>
          <StatusBadges statut={data.statut} deadline={data.dateLimiteCandidature} />
        </Group>
        {data.numeroReference && (
          <Note>{t('tenders.detail.reference', { reference: data.numeroReference })}</Note>
        )}
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {data.datePublication
              ? t('tenders.detail.publishedOn', { date: date(data.datePublication) })
              : t('tenders.detail.createdOn', { date: date(data.createdAt) })}
          </Text>
          {data.updatedAt !== data.createdAt && (
            <Note>{t('tenders.detail.updatedOn', { date: date(data.updatedAt) })}</Note>
          )}
        </Group>
        {data.isOwner && data.statut === 'brouillon' && <Notice>{t('tenders.detail.draftNotice')}</Notice>}
        <Group gap="sm" mt="xs">
          <Button
            variant="default"
            leftSection={<IconShare size={16} stroke={1.8} aria-hidden />}
            onClick={() => void handleShare()}
          >
            {t('tenders.detail.share')}
          </Button>
          {data.canEdit && data.statut === 'brouillon' && (
            <Button
              leftSection={<IconEye size={16} stroke={1.8} aria-hidden />}
              onClick={() => handleStatus('publish')}
              loading={status.isPending}
            >
              {t('tenders.detail.publish')}
            </Button>
          )}
          {data.canUnpublish && (
            <Button
              variant="default"
              leftSection={<IconEyeOff size={16} stroke={1.8} aria-hidden />}
              onClick={() => handleStatus('unpublish')}
              loading={status.isPending}
            >
              {t('tenders.detail.unpublish')}
            </Button>
          )}
          {data.canEdit && (
            <EditItemButton to={`/appels-offres/${data.id}/modifier`} label={t('tenders.detail.edit')} />
          )}
          {data.canDelete && <DeleteItemButton label={t('tenders.detail.delete')} onClick={onDelete} />}
        </Group>
        <ValidationIssues issues={issues} />
      </Stack>
    </Card>
  );
}

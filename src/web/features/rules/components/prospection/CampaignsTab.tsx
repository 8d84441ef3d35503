import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type ProspectCampaign, prospectStatuses } from '../../../../../common/contracts/prospection';
import { ListEmpty, ListError, ListLoading } from '../../../../components/admin/ListState';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useTranslation } from '../../../../lib/i18n';
import { useDeleteCampaign, useProspectCampaigns, useProspectTemplates } from '../../api/prospection';
import { CampaignForm } from './CampaignForm';

/**
 * The campaigns (001 §2.18's Tech, Finance, Startup…; issue 38): each with its prospects by status and
 * its automatic follow-ups (the Relance after 1 week, the Rappel after 2 weeks); add, edit, delete.
 */
export function CampaignsTab() {
  const { t } = useTranslation();
  const campaigns = useProspectCampaigns();
  const templates = useProspectTemplates();
  const remove = useDeleteCampaign();
  const [editing, setEditing] = useState<ProspectCampaign | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProspectCampaign | null>(null);
  const templateName = (id: string | null) =>
    (id && templates.data?.items.find((template) => template.id === id)?.name) || null;

  const body = () => {
    if (campaigns.isPending) return <ListLoading />;
    if (campaigns.isError)
      return (
        <ListError
          error={campaigns.error}
          title={t('admin.prospection.loadError')}
          onRetry={() => void campaigns.refetch()}
        />
      );
    if (campaigns.data.items.length === 0)
      return <ListEmpty message={t('admin.prospection.campaigns.empty')} />;
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {campaigns.data.items.map((campaign) => (
          <Paper key={campaign.id} withBorder radius="lg" p="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={700}>{campaign.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('admin.prospection.campaigns.prospects')} : {campaign.total}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('admin.prospection.campaigns.editNamed', { name: campaign.name })}
                    onClick={() => setEditing(campaign)}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('admin.prospection.campaigns.deleteNamed', { name: campaign.name })}
                    onClick={() => setDeleting(campaign)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              {campaign.description && <Text size="sm">{campaign.description}</Text>}
              <Group gap={6}>
                {prospectStatuses.map((status) => (
                  <Badge key={status} variant="light" size="sm">
                    {t(`admin.prospection.statuses.${status}`)} : {campaign.byStatus[status]}
                  </Badge>
                ))}
              </Group>
              <Text size="xs" c="dimmed">
                {t('admin.prospection.campaigns.followUps')} :{' '}
                {[
                  templateName(campaign.relanceTemplateId) &&
                    `${t('admin.prospection.types.relance')} « ${templateName(campaign.relanceTemplateId)} »`,
                  templateName(campaign.rappelTemplateId) &&
                    `${t('admin.prospection.types.rappel')} « ${templateName(campaign.rappelTemplateId)} »`,
                ]
                  .filter(Boolean)
                  .join(' · ') || t('admin.prospection.campaigns.none')}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t('admin.prospection.campaigns.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('admin.prospection.campaigns.add')}
        </Button>
      </Group>
      {body()}
      {editing && (
        <CampaignForm campaign={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.prospection.campaigns.deleteTitle')}
        message={t('admin.prospection.campaigns.deleteConfirm')}
        detail={deleting?.name}
        confirmLabel={t('admin.prospection.delete')}
        isPending={remove.isPending}
        error={remove.isError ? t('admin.prospection.actionError') : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

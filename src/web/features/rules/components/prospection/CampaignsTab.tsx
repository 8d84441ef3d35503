import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type ProspectCampaign, prospectStatuses } from '../../../../../common/contracts/prospection';
import { ListEmpty, QueryList } from '../../../../components/admin/ListState';
import { Note } from '../../../../components/Note';
import { RowActions } from '../../../../components/RowActions';
import { useTranslation } from '../../../../lib/i18n';
import { useDeleteCampaign, useProspectCampaigns, useProspectTemplates } from '../../api/prospection';
import { CampaignForm } from './CampaignForm';
import { ProspectionDeleteConfirm } from './ProspectionDialogs';

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

  const items = campaigns.data?.items ?? [];
  const list = (
    <QueryList
      query={campaigns}
      items={items}
      errorTitle={t('admin.prospection.loadError')}
      empty={<ListEmpty message={t('admin.prospection.campaigns.empty')} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((campaign) => (
          <Paper key={campaign.id} withBorder radius="lg" p="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={700}>{campaign.name}</Text>
                  <Note>
                    {t('admin.prospection.campaigns.prospects')} : {campaign.total}
                  </Note>
                </Stack>
                <RowActions
                  editLabel={t('admin.prospection.campaigns.editNamed', { name: campaign.name })}
                  deleteLabel={t('admin.prospection.campaigns.deleteNamed', { name: campaign.name })}
                  onEdit={() => setEditing(campaign)}
                  onDelete={() => setDeleting(campaign)}
                />
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
    </QueryList>
  );

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
      {list}
      {editing && (
        <CampaignForm campaign={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ProspectionDeleteConfirm
        title={t('admin.prospection.campaigns.deleteTitle')}
        message={t('admin.prospection.campaigns.deleteConfirm')}
        target={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  type CampaignBody,
  type ProspectCampaign,
  prospectLimits,
} from '../../../../../common/contracts/prospection';
import { useTranslation } from '../../../../lib/i18n';
import { useProspectTemplates, useSaveCampaign } from '../../api/prospection';
import { explain } from '../explain';
import { toast } from '../toast';

/** Adds or edits a campaign: its name, description, and the templates of its Relance and Rappel. */
export function CampaignForm({
  campaign,
  onClose,
}: {
  campaign: ProspectCampaign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const templates = useProspectTemplates();
  const save = useSaveCampaign();
  const [draft, setDraft] = useState<CampaignBody>({
    name: campaign?.name ?? '',
    description: campaign?.description ?? '',
    relanceTemplateId: campaign?.relanceTemplateId ?? null,
    rappelTemplateId: campaign?.rappelTemplateId ?? null,
  });
  const optionsOf = (type: 'relance' | 'rappel') =>
    (templates.data?.items ?? [])
      .filter((template) => template.type === type)
      .map((template) => ({ value: template.id, label: template.name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: campaign?.id ?? null, body: draft },
      {
        onSuccess: () => {
          toast({ message: t('admin.prospection.campaigns.saved'), closeLabel: t('admin.rules.close') });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      radius="lg"
      title={t(campaign ? 'admin.prospection.campaigns.editTitle' : 'admin.prospection.campaigns.addTitle')}
      closeButtonProps={{ 'aria-label': t('admin.rules.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('admin.prospection.campaigns.name')}
            required
            maxLength={prospectLimits.textMax}
            value={draft.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setDraft((d) => ({ ...d, name }));
            }}
          />
          <Textarea
            label={t('admin.prospection.campaigns.description')}
            autosize
            minRows={2}
            maxLength={1000}
            value={draft.description ?? ''}
            onChange={(e) => {
              const description = e.currentTarget.value;
              setDraft((d) => ({ ...d, description }));
            }}
          />
          <Select
            label={t('admin.prospection.campaigns.relance')}
            placeholder={t('admin.prospection.campaigns.noFollowUp')}
            clearable
            data={optionsOf('relance')}
            value={draft.relanceTemplateId ?? null}
            onChange={(value) => setDraft((d) => ({ ...d, relanceTemplateId: value }))}
          />
          <Select
            label={t('admin.prospection.campaigns.rappel')}
            placeholder={t('admin.prospection.campaigns.noFollowUp')}
            clearable
            data={optionsOf('rappel')}
            value={draft.rappelTemplateId ?? null}
            onChange={(value) => setDraft((d) => ({ ...d, rappelTemplateId: value }))}
          />
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {explain(save.error) ?? t('admin.prospection.actionError')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.prospection.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('admin.prospection.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

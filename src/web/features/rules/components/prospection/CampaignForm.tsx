import { Select, TextInput } from '@mantine/core';
import {
  type CampaignBody,
  type ProspectCampaign,
  prospectLimits,
} from '../../../../../common/contracts/prospection';
import { GrowingTextarea } from '../../../../components/GrowingTextarea';
import { useTranslation } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { useProspectTemplates, useSaveCampaign } from '../../api/prospection';
import { ProspectionFormDialog, useDraft } from './ProspectionDialogs';

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
  const { draft, set, text } = useDraft<CampaignBody>({
    name: campaign?.name ?? '',
    description: campaign?.description ?? '',
    relanceTemplateId: campaign?.relanceTemplateId ?? null,
    rappelTemplateId: campaign?.rappelTemplateId ?? null,
  });
  const followUp = (type: 'relance' | 'rappel') => (
    <Select
      label={t(`admin.prospection.campaigns.${type}`)}
      placeholder={t('admin.prospection.campaigns.noFollowUp')}
      clearable
      data={(templates.data?.items ?? [])
        .filter((template) => template.type === type)
        .map((template) => ({ value: template.id, label: template.name }))}
      value={draft[`${type}TemplateId`] ?? null}
      onChange={set(`${type}TemplateId`)}
    />
  );
  return (
    <ProspectionFormDialog
      title={t(campaign ? 'admin.prospection.campaigns.editTitle' : 'admin.prospection.campaigns.addTitle')}
      save={save}
      onSubmit={() =>
        save.mutate(
          { id: campaign?.id ?? null, body: draft },
          {
            onSuccess: () => {
              notify({ message: t('admin.prospection.campaigns.saved') });
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    >
      <TextInput
        label={t('admin.prospection.campaigns.name')}
        required
        maxLength={prospectLimits.textMax}
        {...text('name')}
      />
      <GrowingTextarea
        label={t('admin.prospection.campaigns.description')}
        minRows={2}
        maxLength={1000}
        {...text('description')}
      />
      {followUp('relance')}
      {followUp('rappel')}
    </ProspectionFormDialog>
  );
}

import { Select, TextInput } from '@mantine/core';
import {
  type Prospect,
  type ProspectBody,
  prospectLimits,
  prospectStatuses,
} from '../../../../../common/contracts/prospection';
import { limits } from '../../../../../common/limits';
import { useTranslation } from '../../../../lib/i18n';
import { useProspectCampaigns, useSaveProspect } from '../../api/prospection';
import { ProspectionFormDialog, useDraft } from './ProspectionDialogs';

type Status = (typeof prospectStatuses)[number];

/** Adds or edits a prospect: its fields, status and campaign. */
export function ProspectForm({ prospect, onClose }: { prospect: Prospect | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { draft, set, text } = useDraft<ProspectBody>({
    nom: prospect?.nom ?? '',
    email: prospect?.email ?? '',
    entreprise: prospect?.entreprise ?? '',
    poste: prospect?.poste ?? '',
    ville: prospect?.ville ?? '',
    status: prospect?.status ?? 'nouveau',
    campaignId: prospect?.campaign?.id ?? null,
  });
  const save = useSaveProspect();
  const campaigns = useProspectCampaigns();
  const input = (key: 'nom' | 'email' | 'entreprise' | 'poste' | 'ville', required = false) => (
    <TextInput
      label={t(`admin.prospection.${key}`)}
      required={required}
      type={key === 'email' ? 'email' : 'text'}
      maxLength={key === 'email' ? limits.emailMax : prospectLimits.textMax}
      {...text(key)}
    />
  );
  return (
    <ProspectionFormDialog
      title={prospect ? t('admin.prospection.editTitle') : t('admin.prospection.addTitle')}
      save={save}
      onSubmit={() => save.mutate({ id: prospect?.id ?? null, body: draft }, { onSuccess: onClose })}
      onClose={onClose}
    >
      {input('nom', true)}
      {input('email', true)}
      {input('entreprise')}
      {input('poste')}
      {input('ville')}
      <Select
        label={t('admin.prospection.status')}
        allowDeselect={false}
        data={prospectStatuses.map((s) => ({ value: s, label: t(`admin.prospection.statuses.${s}`) }))}
        value={draft.status ?? 'nouveau'}
        onChange={(value) => value && set('status')(value as Status)}
      />
      <Select
        label={t('admin.prospection.campaign')}
        placeholder={t('admin.prospection.noCampaign')}
        clearable
        data={(campaigns.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={draft.campaignId ?? null}
        onChange={set('campaignId')}
      />
    </ProspectionFormDialog>
  );
}

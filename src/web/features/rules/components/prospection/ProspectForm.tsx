import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  type Prospect,
  type ProspectBody,
  prospectLimits,
  prospectStatuses,
} from '../../../../../common/contracts/prospection';
import { limits } from '../../../../../common/limits';
import { useTranslation } from '../../../../lib/i18n';
import { useProspectCampaigns, useSaveProspect } from '../../api/prospection';
import { explain } from '../explain';

type Status = (typeof prospectStatuses)[number];

/** Adds or edits a prospect: its fields, status and campaign. */
export function ProspectForm({ prospect, onClose }: { prospect: Prospect | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ProspectBody>({
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
  const text = (key: 'nom' | 'email' | 'entreprise' | 'poste' | 'ville', required = false) => (
    <TextInput
      label={t(`admin.prospection.${key}`)}
      required={required}
      type={key === 'email' ? 'email' : 'text'}
      maxLength={key === 'email' ? limits.emailMax : prospectLimits.textMax}
      value={draft[key] ?? ''}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDraft((d) => ({ ...d, [key]: value }));
      }}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: prospect?.id ?? null, body: draft }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      radius="lg"
      title={prospect ? t('admin.prospection.editTitle') : t('admin.prospection.addTitle')}
      closeButtonProps={{ 'aria-label': t('admin.rules.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {text('nom', true)}
          {text('email', true)}
          {text('entreprise')}
          {text('poste')}
          {text('ville')}
          <Select
            label={t('admin.prospection.status')}
            allowDeselect={false}
            data={prospectStatuses.map((s) => ({ value: s, label: t(`admin.prospection.statuses.${s}`) }))}
            value={draft.status ?? 'nouveau'}
            onChange={(value) => value && setDraft((d) => ({ ...d, status: value as Status }))}
          />
          <Select
            label={t('admin.prospection.campaign')}
            placeholder={t('admin.prospection.noCampaign')}
            clearable
            data={(campaigns.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={draft.campaignId ?? null}
            onChange={(value) => setDraft((d) => ({ ...d, campaignId: value }))}
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
            <Button type="submit" disabled={save.isPending}>
              {t('admin.prospection.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

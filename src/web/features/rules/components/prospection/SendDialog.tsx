import { Button, Paper, Select, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import type { Prospect } from '../../../../../common/contracts/prospection';
import { useTranslation } from '../../../../lib/i18n';
import { notify } from '../../../../lib/notify';
import { useProspectTemplates, useSendTemplate } from '../../api/prospection';
import { MailText } from '../MailText';
import { RulesModal } from '../RulesDialog';
import { ProspectionActions, ProspectionFailure } from './ProspectionDialogs';

/** {nom}, {entreprise}, {poste}, {ville} filled from the prospect (001 §9), as the server does. */
const fill = (text: string, prospect: Prospect) =>
  text
    .replaceAll('{nom}', prospect.nom)
    .replaceAll('{entreprise}', prospect.entreprise ?? '')
    .replaceAll('{poste}', prospect.poste ?? '')
    .replaceAll('{ville}', prospect.ville ?? '');

/** Sends a template to the selected prospects, with a preview filled for the first one. */
export function SendDialog({ prospects, onClose }: { prospects: Prospect[]; onClose: () => void }) {
  const { t } = useTranslation();
  const templates = useProspectTemplates();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const send = useSendTemplate();
  const template = templates.data?.items.find((item) => item.id === templateId);
  const first = prospects[0];
  return (
    <RulesModal title={t('admin.prospection.sendTitle')} size="lg" onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm">{t('admin.prospection.selected', { count: prospects.length })}</Text>
        <Select
          label={t('admin.prospection.sendTemplate')}
          data={(templates.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={templateId}
          onChange={setTemplateId}
        />
        {template && first && (
          <Paper withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {t('admin.prospection.sendPreview', { name: first.nom })}
            </Text>
            <MailText subject={fill(template.subject, first)} body={fill(template.body, first)} />
          </Paper>
        )}
        <ProspectionFailure action={send} />
        <ProspectionActions onClose={onClose}>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!templateId || send.isPending}
            onClick={() =>
              templateId &&
              send.mutate(
                { templateId, prospectIds: prospects.map((p) => p.id) },
                {
                  onSuccess: (result) => {
                    notify({
                      color: 'teal',
                      message: t('admin.prospection.sendDone', {
                        ...result,
                        remaining: result.remainingToday,
                      }),
                    });
                    onClose();
                  },
                },
              )
            }
          >
            {t('admin.prospection.sendConfirm')}
          </Button>
        </ProspectionActions>
      </Stack>
    </RulesModal>
  );
}

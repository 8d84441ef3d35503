import { Button, Group, Select, TextInput } from '@mantine/core';
import {
  type ProspectTemplate,
  prospectLimits,
  prospectTemplateTypes,
  prospectVariables,
  type TemplateBody,
} from '../../../../../common/contracts/prospection';
import { GrowingTextarea } from '../../../../components/GrowingTextarea';
import { Note } from '../../../../components/Note';
import { useTranslation } from '../../../../lib/i18n';
import { useSaveTemplate } from '../../api/prospection';
import { ProspectionFormDialog, useDraft } from './ProspectionDialogs';

/** Adds or edits a template: name, type (Prospection, Relance, Rappel, Bienvenue), subject and body. */
export function TemplateForm({
  template,
  onClose,
}: {
  template: ProspectTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { draft, setDraft, set, text } = useDraft<TemplateBody>({
    name: template?.name ?? '',
    type: template?.type ?? 'prospection',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  });
  const save = useSaveTemplate();
  return (
    <ProspectionFormDialog
      title={t('admin.prospection.templateTitle')}
      size="lg"
      save={save}
      onSubmit={() => save.mutate({ id: template?.id ?? null, body: draft }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <TextInput
        label={t('admin.prospection.templateName')}
        required
        maxLength={prospectLimits.textMax}
        {...text('name')}
      />
      <Select
        label={t('admin.prospection.templateType')}
        allowDeselect={false}
        data={prospectTemplateTypes.map((type) => ({
          value: type,
          label: t(`admin.prospection.types.${type}`),
        }))}
        value={draft.type}
        onChange={(value) => value && set('type')(value as TemplateBody['type'])}
      />
      <TextInput
        label={t('admin.prospection.subject')}
        required
        maxLength={prospectLimits.subjectMax}
        {...text('subject')}
      />
      <GrowingTextarea
        label={t('admin.prospection.body')}
        required
        minRows={4}
        maxLength={prospectLimits.bodyMax}
        {...text('body')}
      />
      <Group gap="xs">
        <Note>{t('admin.prospection.variables')}</Note>
        {prospectVariables.map((variable) => (
          <Button
            key={variable}
            size="compact-xs"
            variant="light"
            aria-label={t('admin.prospection.insertVariable', { variable })}
            onClick={() => setDraft((d) => ({ ...d, body: `${d.body} ${variable}` }))}
          >
            {variable}
          </Button>
        ))}
      </Group>
    </ProspectionFormDialog>
  );
}

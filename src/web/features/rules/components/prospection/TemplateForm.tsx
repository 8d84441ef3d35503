import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  type ProspectTemplate,
  prospectLimits,
  prospectTemplateTypes,
  prospectVariables,
  type TemplateBody,
} from '../../../../../common/contracts/prospection';
import { useTranslation } from '../../../../lib/i18n';
import { useSaveTemplate } from '../../api/prospection';
import { explain } from '../explain';

/** Adds or edits a template: name, type (Prospection, Relance, Rappel, Bienvenue), subject and body. */
export function TemplateForm({
  template,
  onClose,
}: {
  template: ProspectTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TemplateBody>({
    name: template?.name ?? '',
    type: template?.type ?? 'prospection',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  });
  const save = useSaveTemplate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: template?.id ?? null, body: draft }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      radius="lg"
      title={t('admin.prospection.templateTitle')}
      closeButtonProps={{ 'aria-label': t('admin.rules.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('admin.prospection.templateName')}
            required
            maxLength={prospectLimits.textMax}
            value={draft.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setDraft((d) => ({ ...d, name }));
            }}
          />
          <Select
            label={t('admin.prospection.templateType')}
            allowDeselect={false}
            data={prospectTemplateTypes.map((type) => ({
              value: type,
              label: t(`admin.prospection.types.${type}`),
            }))}
            value={draft.type}
            onChange={(value) => value && setDraft((d) => ({ ...d, type: value as TemplateBody['type'] }))}
          />
          <TextInput
            label={t('admin.prospection.subject')}
            required
            maxLength={prospectLimits.subjectMax}
            value={draft.subject}
            onChange={(e) => {
              const subject = e.currentTarget.value;
              setDraft((d) => ({ ...d, subject }));
            }}
          />
          <Textarea
            label={t('admin.prospection.body')}
            required
            autosize
            minRows={4}
            maxLength={prospectLimits.bodyMax}
            value={draft.body}
            onChange={(e) => {
              const body = e.currentTarget.value;
              setDraft((d) => ({ ...d, body }));
            }}
          />
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('admin.prospection.variables')}
            </Text>
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

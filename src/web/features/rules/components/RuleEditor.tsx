import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Tabs,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  type Rule,
  type RuleProfileField,
  type RuleType,
  ruleLimits,
  ruleProfileFields,
  ruleTimezones,
  ruleTypes,
} from '../../../../common/contracts/rules';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { useTranslation } from '../../../lib/i18n';
import { useSaveRule } from '../api/rules';
import { bodyOf, type Draft, draftOf, type SetDraftField, withType } from '../utils/rule-draft';
import { explain } from './explain';
import { RulesModal } from './RulesDialog';
import { RuleTemplateFields } from './RuleTemplateFields';

/**
 * 'Nouvelle règle métier' / 'Modifier la règle' (001 §2.15): tabs General, Planification and
 * Templates d'emails; 'Annuler' and 'Sauvegarder' ('Sauvegarde...' while saving).
 */
export function RuleEditor({ rule, onClose }: { rule: Rule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule, t));
  const set: SetDraftField = (key, value) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useSaveRule();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: rule?.id ?? null, body: bodyOf(draft) }, { onSuccess: onClose });
  };
  const detail = explain(save.error);

  return (
    <RulesModal
      title={rule ? t('admin.rules.editor.editTitle') : t('admin.rules.editor.newTitle')}
      size="lg"
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <Tabs defaultValue="general" keepMounted>
          <Tabs.List mb="md">
            <Tabs.Tab value="general">{t('admin.rules.editor.tabs.general')}</Tabs.Tab>
            <Tabs.Tab value="schedule">{t('admin.rules.editor.tabs.schedule')}</Tabs.Tab>
            <Tabs.Tab value="templates">{t('admin.rules.editor.tabs.templates')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="general">
            <Stack gap="sm">
              <TextInput
                label={t('admin.rules.editor.name')}
                required
                maxLength={ruleLimits.nameMax}
                value={draft.name}
                onChange={(e) => set('name', e.currentTarget.value)}
              />
              <GrowingTextarea
                label={t('admin.rules.editor.description')}
                minRows={2}
                maxLength={ruleLimits.descriptionMax}
                value={draft.description}
                onChange={(e) => set('description', e.currentTarget.value)}
              />
              <Select
                label={t('admin.rules.editor.ruleType')}
                allowDeselect={false}
                data={ruleTypes.map((type) => ({ value: type, label: t(`admin.rules.types.${type}`) }))}
                value={draft.ruleType}
                onChange={(value) => value && setDraft((d) => withType(d, value as RuleType, t))}
              />
              {draft.ruleType === 'incomplete_profile' && (
                <MultiSelect
                  label={t('admin.rules.editor.missingFields')}
                  data={ruleProfileFields.map((field) => ({
                    value: field,
                    label: t(`admin.rules.fields.${field}`),
                  }))}
                  value={draft.missingFields}
                  onChange={(value) => set('missingFields', value as RuleProfileField[])}
                />
              )}
              {(draft.ruleType === 'inactive_user' || draft.ruleType === 'company_inactive') && (
                <NumberInput
                  label={t(
                    draft.ruleType === 'company_inactive'
                      ? 'admin.rules.editor.companyInactiveDays'
                      : 'admin.rules.editor.inactiveDays',
                  )}
                  min={1}
                  max={ruleLimits.daysMax}
                  value={draft.inactiveDays}
                  onChange={(value) => set('inactiveDays', value)}
                />
              )}
              <Checkbox
                label={t('admin.rules.editor.isActive')}
                checked={draft.isActive}
                onChange={(e) => set('isActive', e.currentTarget.checked)}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="schedule">
            <Stack gap="sm">
              <TextInput
                label={t('admin.rules.editor.intervals')}
                description={t('admin.rules.editor.intervalsHint')}
                value={draft.intervals}
                onChange={(e) => set('intervals', e.currentTarget.value)}
              />
              <NumberInput
                label={t('admin.rules.editor.finalDays')}
                description={t('admin.rules.editor.finalHint')}
                min={1}
                max={ruleLimits.daysMax}
                value={draft.finalDays}
                onChange={(value) => set('finalDays', value)}
              />
              <Select
                label={t('admin.rules.editor.timezone')}
                allowDeselect={false}
                data={[...ruleTimezones]}
                value={draft.timezone}
                onChange={(value) => value && set('timezone', value)}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="templates">
            <RuleTemplateFields draft={draft} set={set} />
          </Tabs.Panel>
        </Tabs>
        {save.isError && (
          // The reason under the title when the server gave one; the title alone otherwise.
          <FormFailure
            mt="md"
            title={detail ? t('admin.rules.editor.saveError') : undefined}
            message={detail ?? t('admin.rules.editor.saveError')}
          />
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('admin.rules.editor.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.rules.editor.saving') : t('admin.rules.editor.save')}
          </Button>
        </Group>
      </form>
    </RulesModal>
  );
}

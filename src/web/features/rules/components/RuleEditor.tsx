import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  type Rule,
  type RuleBody,
  type RuleProfileField,
  type RuleType,
  ruleLimits,
  ruleProfileFields,
  ruleTemplateVariables,
  ruleTimezones,
  ruleTypes,
} from '../../../../common/contracts/rules';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { useSaveRule } from '../api/rules';
import { explain } from './explain';
import { RulesModal } from './RulesDialog';

interface Draft {
  name: string;
  description: string;
  ruleType: RuleType;
  isActive: boolean;
  missingFields: RuleProfileField[];
  inactiveDays: number | string;
  intervals: string;
  finalDays: number | string;
  timezone: string;
  emailReminders: boolean;
  reminderSubject: string;
  reminderBody: string;
  finalSubject: string;
  finalBody: string;
}

/** 001 §5: the intervals are a comma-separated list; entries that are not numbers are dropped. */
export const parseIntervals = (value: string): number[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);

const draftOf = (rule: Rule | null, t: (key: string) => string): Draft =>
  rule
    ? {
        name: rule.name,
        description: rule.description ?? '',
        ruleType: rule.ruleType,
        isActive: rule.isActive,
        missingFields: rule.conditions.missing_fields ?? [],
        inactiveDays: rule.conditions.inactive_days ?? 30,
        intervals: rule.scheduleConfig.intervals_days.join(', '),
        finalDays: rule.scheduleConfig.final_action_days,
        timezone: rule.scheduleConfig.timezone,
        emailReminders: rule.actions.email_reminders,
        reminderSubject: rule.actions.email_templates.profile_completion_reminder.subject,
        reminderBody: rule.actions.email_templates.profile_completion_reminder.body,
        finalSubject: rule.actions.email_templates.final_warning.subject,
        finalBody: rule.actions.email_templates.final_warning.body,
      }
    : {
        name: '',
        description: '',
        ruleType: 'incomplete_profile',
        // 001 §2.15: a new rule starts active.
        isActive: true,
        missingFields: ['avatar_url', 'title', 'bio'],
        inactiveDays: 30,
        intervals: '3, 7, 30',
        finalDays: 90,
        timezone: 'Europe/Paris',
        emailReminders: true,
        ...templatesFor('incomplete_profile', t),
      };

/** The default mails of a type: a company's differ from a member's. */
const templatesFor = (type: RuleType, t: (key: string) => string) => {
  const prefix =
    type === 'company_inactive' ? 'admin.rules.editor.companyDefaults' : 'admin.rules.editor.defaults';
  return {
    reminderSubject: t(`${prefix}.reminderSubject`),
    reminderBody: t(`${prefix}.reminderBody`),
    finalSubject: t(`${prefix}.finalSubject`),
    finalBody: t(`${prefix}.finalBody`),
  };
};

/** A new type: mails still as the old type's defaults become the new type's defaults. */
const withType = (draft: Draft, type: RuleType, t: (key: string) => string): Draft => {
  const before = templatesFor(draft.ruleType, t);
  const untouched = (Object.keys(before) as (keyof typeof before)[]).every(
    (key) => draft[key] === before[key],
  );
  return { ...draft, ruleType: type, ...(untouched ? templatesFor(type, t) : {}) };
};

const bodyOf = (draft: Draft): RuleBody => ({
  name: draft.name,
  description: draft.description || null,
  ruleType: draft.ruleType,
  isActive: draft.isActive,
  conditions: {
    ...(draft.ruleType === 'incomplete_profile' ? { missing_fields: draft.missingFields } : {}),
    ...(draft.ruleType === 'inactive_user' || draft.ruleType === 'company_inactive'
      ? { inactive_days: Number(draft.inactiveDays) }
      : {}),
  },
  actions: {
    email_reminders: draft.emailReminders,
    email_templates: {
      profile_completion_reminder: { subject: draft.reminderSubject, body: draft.reminderBody },
      final_warning: { subject: draft.finalSubject, body: draft.finalBody },
    },
    final_action: 'mark_obsolete',
  },
  scheduleConfig: {
    intervals_days: parseIntervals(draft.intervals),
    final_action_days: Number(draft.finalDays),
    timezone: draft.timezone as RuleBody['scheduleConfig']['timezone'],
  },
});

/** The variables as buttons that add themselves to a message (001 §2.15). */
function Variables({ onInsert }: { onInsert: (variable: string) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Note>{t('admin.rules.editor.variables')}</Note>
      {ruleTemplateVariables.map((variable) => (
        <Button
          key={variable}
          size="compact-xs"
          variant="light"
          aria-label={t('admin.rules.editor.insertVariable', { variable })}
          onClick={() => onInsert(variable)}
        >
          {variable}
        </Button>
      ))}
    </Group>
  );
}

interface MailFieldsProps {
  /** The mail's name in the fields' labels: 'Rappel', 'Avertissement final'. */
  heading: string;
  subject: string;
  body: string;
  onSubject: (value: string) => void;
  onBody: (value: string) => void;
}

/** A mail's subject and body, and the variables that add themselves to its body (001 §2.15). */
function MailFields({ heading, subject, body, onSubject, onBody }: MailFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={`${t('admin.rules.editor.subject')} — ${heading}`}
        maxLength={ruleLimits.subjectMax}
        value={subject}
        onChange={(e) => onSubject(e.currentTarget.value)}
      />
      <GrowingTextarea
        label={`${t('admin.rules.editor.body')} — ${heading}`}
        minRows={3}
        maxLength={ruleLimits.bodyMax}
        value={body}
        onChange={(e) => onBody(e.currentTarget.value)}
      />
      <Variables onInsert={(v) => onBody(`${body} ${v}`)} />
    </>
  );
}

/**
 * 'Nouvelle règle métier' / 'Modifier la règle' (001 §2.15): tabs General, Planification and
 * Templates d'emails; 'Annuler' and 'Sauvegarder' ('Sauvegarde...' while saving).
 */
export function RuleEditor({ rule, onClose }: { rule: Rule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule, t));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
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
            <Stack gap="sm">
              <Checkbox
                label={t('admin.rules.editor.emailReminders')}
                checked={draft.emailReminders}
                onChange={(e) => set('emailReminders', e.currentTarget.checked)}
              />
              <Text fw={600}>{t('admin.rules.editor.reminder')}</Text>
              <MailFields
                heading={t('admin.rules.editor.reminder')}
                subject={draft.reminderSubject}
                body={draft.reminderBody}
                onSubject={(value) => set('reminderSubject', value)}
                onBody={(value) => set('reminderBody', value)}
              />
              <Text fw={600} mt="sm">
                {t('admin.rules.editor.finalWarning')}
              </Text>
              <MailFields
                heading={t('admin.rules.editor.finalWarning')}
                subject={draft.finalSubject}
                body={draft.finalBody}
                onSubject={(value) => set('finalSubject', value)}
                onBody={(value) => set('finalBody', value)}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
        {save.isError && (
          <Alert color="red" variant="light" role="alert" mt="md" title={t('admin.rules.editor.saveError')}>
            {detail}
          </Alert>
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

import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { ruleLimits, ruleTemplateVariables } from '../../../../common/contracts/rules';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import type { Draft, SetDraftField } from '../utils/rule-draft';

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
 * The rule editor's 'Templates d'emails' tab (001 §2.15): whether reminders are mailed, then the
 * reminder's and the final warning's subject and body.
 */
export function RuleTemplateFields({ draft, set }: { draft: Draft; set: SetDraftField }) {
  const { t } = useTranslation();
  return (
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
  );
}

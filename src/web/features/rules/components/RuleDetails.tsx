import { Paper, Stack, Text } from '@mantine/core';
import type { Rule } from '../../../../common/contracts/rules';
import { useTranslation } from '../../../lib/i18n';
import { MailText } from './MailText';
import { RuleSchedule } from './RuleCard';
import { RulesModal } from './RulesDialog';

/** The two mails a rule sends, in the order it sends them. */
const mails = [
  { template: 'profile_completion_reminder', headingKey: 'admin.rules.editor.reminder' },
  { template: 'final_warning', headingKey: 'admin.rules.editor.finalWarning' },
] as const;

/** A rule read in full: its type, conditions, schedule and the two mails it sends. */
export function RuleDetails({ rule, onClose }: { rule: Rule; onClose: () => void }) {
  const { t } = useTranslation();
  const templates = rule.actions.email_templates;
  return (
    <RulesModal title={t('admin.rules.detailsTitle')} size="lg" onClose={onClose}>
      <Stack gap="sm">
        <Text fw={600}>{rule.name}</Text>
        <Text size="sm">{t(`admin.rules.types.${rule.ruleType}`)}</Text>
        {rule.conditions.missing_fields && (
          <Text size="sm">
            {t('admin.rules.editor.missingFields')} :{' '}
            {rule.conditions.missing_fields.map((field) => t(`admin.rules.fields.${field}`)).join(', ')}
          </Text>
        )}
        {rule.conditions.inactive_days !== undefined && (
          <Text size="sm">
            {t('admin.rules.editor.inactiveDays')} : {rule.conditions.inactive_days}
          </Text>
        )}
        <RuleSchedule rule={rule} />
        {mails.map(({ template, headingKey }) => (
          <Paper key={template} withBorder p="sm" radius="md">
            <MailText
              heading={t(headingKey)}
              subject={templates[template].subject}
              body={templates[template].body}
            />
          </Paper>
        ))}
      </Stack>
    </RulesModal>
  );
}

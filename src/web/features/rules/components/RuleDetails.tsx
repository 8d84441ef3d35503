import { Paper, Stack, Text } from '@mantine/core';
import type { Rule } from '../../../../common/contracts/rules';
import { useTranslation } from '../../../lib/i18n';
import { MailText } from './MailText';
import { RuleSchedule } from './RuleCard';
import { RulesModal } from './RulesDialog';

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
        <Paper withBorder p="sm" radius="md">
          <MailText
            heading={t('admin.rules.editor.reminder')}
            subject={templates.profile_completion_reminder.subject}
            body={templates.profile_completion_reminder.body}
          />
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <MailText
            heading={t('admin.rules.editor.finalWarning')}
            subject={templates.final_warning.subject}
            body={templates.final_warning.body}
          />
        </Paper>
      </Stack>
    </RulesModal>
  );
}

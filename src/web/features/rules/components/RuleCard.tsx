import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { Rule } from '../../../../common/contracts/rules';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useRunRule, useSetRuleActive } from '../api/rules';
import { explain } from './explain';
import { DeleteIcon, NamedButton } from './RowButtons';

/** A rule's schedule: the reminder intervals, the final action's delay and the time zone. */
export function RuleSchedule({ rule, isDimmed = false }: { rule: Rule; isDimmed?: boolean }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={isDimmed ? 'dimmed' : undefined}>
      {t('admin.rules.intervals', { days: rule.scheduleConfig.intervals_days.join(', ') })} ·{' '}
      {t('admin.rules.finalDays', { days: rule.scheduleConfig.final_action_days })} ·{' '}
      {t('admin.rules.timezone', { timezone: rule.scheduleConfig.timezone })}
    </Text>
  );
}

/** A rule with its controls: (de)activate, run now, details, edit, delete. */
export function RuleCard({
  rule,
  onEdit,
  onDetails,
  onDelete,
}: {
  rule: Rule;
  onEdit: () => void;
  onDetails: () => void;
  onDelete: () => void;
}) {
  const { t, language } = useTranslation();
  const setActive = useSetRuleActive();
  const run = useRunRule();
  const failure = explain(setActive.error) ?? explain(run.error);
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={`rule-${rule.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} fz="lg" id={`rule-${rule.id}`}>
              {rule.name}
            </Title>
            <Group gap="xs">
              <Badge variant="light">{t(`admin.rules.types.${rule.ruleType}`)}</Badge>
              <Badge color={rule.isActive ? 'teal' : 'gray'} variant="dot">
                {rule.isActive ? t('admin.rules.active') : t('admin.rules.inactive')}
              </Badge>
            </Group>
          </Stack>
          <Note>{t('admin.rules.createdOn', { date: formatDate(rule.createdAt, language) })}</Note>
        </Group>
        {rule.description && <Text size="sm">{rule.description}</Text>}
        <RuleSchedule rule={rule} isDimmed />
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant={rule.isActive ? 'default' : 'filled'}
            disabled={setActive.isPending}
            aria-label={t(rule.isActive ? 'admin.rules.deactivateNamed' : 'admin.rules.activateNamed', {
              name: rule.name,
            })}
            onClick={() => setActive.mutate({ id: rule.id, isActive: !rule.isActive })}
          >
            {rule.isActive ? t('admin.rules.deactivate') : t('admin.rules.activate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            disabled={!rule.isActive || run.isPending}
            aria-label={t('admin.rules.runNamed', { name: rule.name })}
            onClick={() =>
              run.mutate(rule.id, {
                onSuccess: (result) =>
                  notify({
                    color: 'teal',
                    message: t('admin.rules.runDone', result),
                  }),
              })
            }
          >
            {t('admin.rules.run')}
          </Button>
          <NamedButton
            label={t('admin.rules.details')}
            named={t('admin.rules.detailsNamed', { name: rule.name })}
            onClick={onDetails}
          />
          <NamedButton
            label={t('admin.rules.edit')}
            named={t('admin.rules.editNamed', { name: rule.name })}
            onClick={onEdit}
          />
          <DeleteIcon named={t('admin.rules.deleteNamed', { name: rule.name })} onClick={onDelete} />
        </Group>
        <FormFailure message={failure} />
      </Stack>
    </Paper>
  );
}

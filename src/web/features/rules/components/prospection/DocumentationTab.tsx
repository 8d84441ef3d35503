import { List, Paper, Text, Title } from '@mantine/core';
import { limits } from '../../../../../common/limits';
import { useTranslation } from '../../../../lib/i18n';

/** The guide (001 §2.18): workflow, statuses, template types, variables, KPIs and the daily cap. */
export function DocumentationTab() {
  const { t } = useTranslation();
  const sections = ['workflow', 'statuses', 'types', 'variables', 'kpi', 'cap'] as const;
  return (
    <Paper withBorder radius="lg" p="lg">
      <List spacing="md" listStyleType="none">
        {sections.map((section) => (
          <List.Item key={section}>
            <Title order={2} fz="md">
              {t(`admin.prospection.doc.${section}Title`)}
            </Title>
            <Text size="sm">
              {t(`admin.prospection.doc.${section}`, { cap: limits.prospection.dailySends })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

import { List } from '@mantine/core';
import { FormFailure } from '../../../components/FormFailure';
import { useTranslation } from '../../../lib/i18n';

/**
 * What keeps a tender from being saved or published, as a list under 'Veuillez corriger les erreurs
 * suivantes' (the wizard's step, and publishing from the tender's page); nothing when all is well.
 */
export function ValidationIssues({ issues }: { issues: readonly string[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <FormFailure
      title={t('tenders.wizard.validationTitle')}
      message={
        <List size="sm">
          {issues.map((issue) => (
            <List.Item key={issue}>{issue}</List.Item>
          ))}
        </List>
      }
    />
  );
}

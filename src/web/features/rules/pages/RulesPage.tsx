import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Rule } from '../../../../common/contracts/rules';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { ListEmptyPanel, QueryList } from '../../../components/admin/ListState';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteRule, useRules } from '../api/rules';
import { explain } from '../components/explain';
import { RuleCard } from '../components/RuleCard';
import { RuleDetails } from '../components/RuleDetails';
import { RuleEditor } from '../components/RuleEditor';
import { RuleHistory } from '../components/RuleHistory';
import { RuleStatistics } from '../components/RuleStatistics';

/**
 * /admin/rules (001 §2.15): 'Gestion des règles métier', the rules with their controls, the execution
 * history (50) and the statistics; the editor creates and edits. Admin only (the server decides).
 */
export function RulesPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const [editing, setEditing] = useState<Rule | null | 'new'>(null);
  const [details, setDetails] = useState<Rule | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const remove = useDeleteRule();
  const items = rules.data?.items ?? [];
  const create = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('admin.rules.new')}
    </Button>
  );

  return (
    <>
      <AdminPageHeader title={t('admin.rules.title')} description={t('admin.rules.intro')} actions={create} />
      <Tabs defaultValue="rules" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="rules">{t('admin.rules.tabs.rules', { count: items.length })}</Tabs.Tab>
          <Tabs.Tab value="history">{t('admin.rules.tabs.history')}</Tabs.Tab>
          <Tabs.Tab value="stats">{t('admin.rules.tabs.stats')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rules">
          <QueryList
            query={rules}
            items={items}
            errorTitle={t('admin.rules.loadError')}
            empty={
              <ListEmptyPanel message={t('admin.rules.empty')}>
                <Group justify="center" pb="lg">
                  {create}
                </Group>
              </ListEmptyPanel>
            }
          >
            <Stack gap="md">
              {items.map((rule) => (
                <RuleCard
                  key={rule.id}
                  rule={rule}
                  onEdit={() => setEditing(rule)}
                  onDetails={() => setDetails(rule)}
                  onDelete={() => setDeleting(rule)}
                />
              ))}
            </Stack>
          </QueryList>
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <RuleHistory />
        </Tabs.Panel>
        <Tabs.Panel value="stats">
          <RuleStatistics />
        </Tabs.Panel>
      </Tabs>
      {editing && <RuleEditor rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {details && <RuleDetails rule={details} onClose={() => setDetails(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.rules.deleteTitle')}
        message={t('admin.rules.deleteConfirm')}
        detail={deleting?.name}
        confirmLabel={t('admin.rules.delete')}
        isPending={remove.isPending}
        error={remove.isError ? (explain(remove.error) ?? t('admin.rules.actionError')) : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </>
  );
}
